import { CREDIT_NOTE_REASON_MAX, formatMoney, todayIso } from '@dealdraft/domain';
import { DownloadIcon, PlusIcon, SendIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { Textarea } from '@/components/ui/Textarea';
import { formatDate, labelOf } from '@/lib/format';
import { strings } from '@/strings';
import { useCreateCreditNote } from '../hooks/useCreateCreditNote';
import { useCreditNoteActions } from '../hooks/useCreditNoteActions';
import { useInvoiceCreditNotes, type CreditNote } from '../hooks/useInvoiceCreditNotes';
import type { PaymentWriteResult } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import {
  creditNoteServerErrors,
  newCreditNoteValues,
  toCreditNoteInput,
  validateCreditNote,
  type CreditNoteFormErrors,
  type CreditNoteFormValues,
} from '../utils/credit-note-form';
import { AmountField, LedgerDateField } from './LedgerFields';

const t = strings.invoices.payments.creditNotes;

const SEND_TONES: Record<string, BadgeProps['variant']> = {
  queued: 'info',
  sent: 'success',
  failed: 'destructive',
};

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

type CreditNoteEntryProps = {
  note: CreditNote;
  busy: boolean;
  onDownload: () => void;
  onSend: () => void;
};

function CreditNoteEntry({ note, busy, onDownload, onSend }: CreditNoteEntryProps) {
  return (
    <li className="grid gap-1.5 px-3 py-2.5 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{note.creditNoteNumber}</span>
          <span className="text-muted-foreground">{formatDate(note.issuedOn)}</span>
          {note.sendStatus && (
            <Badge variant={SEND_TONES[note.sendStatus] ?? 'secondary'}>
              {labelOf(t.sendStatuses, note.sendStatus)}
            </Badge>
          )}
        </p>
        <span className="shrink-0 font-medium tabular-nums">
          {formatMoney(note.amount, note.currency)}
        </span>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <p className="min-w-0 text-xs break-words whitespace-pre-line text-muted-foreground">
          {note.reason}
        </p>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={t.downloadLabel(note.creditNoteNumber)}
            disabled={busy}
            onClick={onDownload}
          >
            <DownloadIcon aria-hidden />
            {t.download}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t.sendLabel(note.creditNoteNumber)}
            disabled={busy}
            onClick={onSend}
          >
            <SendIcon aria-hidden />
            {t.send}
          </Button>
        </div>
      </div>
    </li>
  );
}

type CreditNoteFormProps = {
  id: string;
  invoice: Invoice;
  onCancel: () => void;
  onDone: (result: PaymentWriteResult) => void;
};

/** Part or all of the balance taken off: the amount starts at all of it, dated today. */
function CreditNoteForm({ id, invoice, onCancel, onDone }: CreditNoteFormProps) {
  const { issue, issuing } = useCreateCreditNote(invoice.id);
  const today = todayIso();
  const full = newCreditNoteValues(invoice.balanceDue, invoice.currency, today);
  const [values, setValues] = useState<CreditNoteFormValues>(full);
  const [errors, setErrors] = useState<CreditNoteFormErrors>({});
  const set = (field: keyof CreditNoteFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCreditNote(values, invoice, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await issue(toCreditNoteInput(values));
    if (!result.ok) setErrors(creditNoteServerErrors(result.fieldErrors));
    onDone(result);
  };

  return (
    <form
      id={id}
      aria-label={t.form.title}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid items-start gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2"
    >
      <AmountField
        label={t.form.amount(invoice.currency)}
        error={errors.amount}
        hint={values.amount.trim() === full.amount ? t.form.inFull : undefined}
        value={values.amount}
        onChange={set('amount')}
      />
      <LedgerDateField
        today={today}
        label={t.form.date}
        error={errors.issuedOn}
        value={values.issuedOn}
        onChange={set('issuedOn')}
      />
      <FormField label={t.form.reason} error={errors.reason} className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={values.reason}
            maxLength={CREDIT_NOTE_REASON_MAX}
            placeholder={t.form.reasonPlaceholder}
            onChange={(event) => set('reason')(event.target.value)}
            autoFocus
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={issuing} onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <SubmitButton busy={issuing} busyLabel={t.form.busy}>
          {t.form.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
