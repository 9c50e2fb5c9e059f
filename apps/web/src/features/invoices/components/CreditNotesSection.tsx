import { PlusIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useCreditNoteActions } from '../hooks/useCreditNoteActions';
import { useInvoiceCreditNotes } from '../hooks/useInvoiceCreditNotes';
import type { PaymentWriteResult } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { CreditNoteEntry } from './CreditNoteEntry';
import { CreditNoteForm } from './CreditNoteForm';

const t = strings.invoices.payments.creditNotes;

/**
 * Whether the invoice has credit notes to show or a balance to credit: a draft has neither (the
 * api refuses to credit one: it is edited instead).
 */
export const showsCreditNotes = (invoice: Invoice) =>
  invoice.status !== 'draft' && (invoice.balanceDue > 0 || invoice.amountCredited > 0);

/** A credit note can be issued: a sent invoice with a balance left to credit. */
export const canIssueCreditNote = (invoice: Invoice) =>
  invoice.status !== 'draft' && invoice.balanceDue > 0;

type CreditNotesSectionProps = {
  invoice: Invoice;
  /** Opened from the row's "Credit note…" action: the form is open from the start. */
  startWithForm?: boolean;
  /** An issue's outcome, with the invoice after it. */
  onWritten: (result: PaymentWriteResult) => void;
};

/**
 * The invoice's credit notes, oldest first, each with its PDF and its e-mail to the client, and
 * issuing a new one against part or all of the balance due.
 */
export function CreditNotesSection({ invoice, onWritten, startWithForm }: CreditNotesSectionProps) {
  const { creditNotes, failed } = useInvoiceCreditNotes(invoice.id);
  const actions = useCreditNoteActions();
  const [formOpen, setFormOpen] = useState(Boolean(startWithForm) && canIssueCreditNote(invoice));
  const headingId = useId();
  const formId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t.title}
        </h3>
        {invoice.balanceDue > 0 && !formOpen && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={false}
            aria-controls={formId}
            onClick={() => setFormOpen(true)}
          >
            <PlusIcon aria-hidden />
            {t.open}
          </Button>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-destructive">{t.loadFailed}</p>
      ) : !creditNotes ? (
        <Spinner label={t.loading} className="size-5" />
      ) : creditNotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y rounded-lg border">
          {creditNotes.map((note) => (
            <CreditNoteEntry
              key={note.id}
              note={note}
              busy={actions.busyId === note.id}
              onDownload={() => void actions.download(note)}
              onSend={() => void actions.send(note)}
            />
          ))}
        </ul>
      )}
      {formOpen && invoice.balanceDue > 0 && (
        <CreditNoteForm
          // A new form per balance: after each issue it offers what is now owed.
          key={invoice.balanceDue}
          id={formId}
          invoice={invoice}
          onCancel={() => setFormOpen(false)}
          onDone={(result) => {
            if (result.ok) setFormOpen(false);
            onWritten(result);
          }}
        />
      )}
    </section>
  );
}
