import { PaymentMessages } from '@dealdraft/domain';
import { CircleCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { strings } from '@/strings';
import type { PaymentWriteResult } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { CreditNotesSection, showsCreditNotes } from './CreditNotesSection';
import { PaymentLedger } from './PaymentLedger';
import { OpenPaymentPages } from './OpenPaymentPages';
import { PaymentTotals } from './PaymentTotals';
import { RecordPaymentForm } from './RecordPaymentForm';

const t = strings.invoices.payments;

type InvoicePaymentsDialogProps = {
  /** The invoice whose payments are shown; null when the dialog is closed. */
  invoice: Invoice | null;
  /** Opened to issue a credit note: its form is open and in view. */
  creditNote?: boolean;
  onClose: () => void;
};

/**
 * An invoice's payments ledger: what it comes to and what is still owed, each payment
 * and refund, a refund or a deletion per entry, and recording a new payment.
 */
export function InvoicePaymentsDialog({
  invoice,
  creditNote,
  onClose,
}: InvoicePaymentsDialogProps) {
  return (
    <Dialog open={invoice !== null} onOpenChange={(next) => !next && onClose()}>
      {/* Remounted per invoice, so each opening starts from that invoice. */}
      {invoice && <PaymentsPanel key={invoice.id} opened={invoice} creditNote={creditNote} />}
    </Dialog>
  );
}

function PaymentsPanel({ opened, creditNote }: { opened: Invoice; creditNote?: boolean }) {
  // The invoice as each write answers it: its paid amount, balance and status after it.
  const [invoice, setInvoice] = useState(opened);
  const follow = (result: PaymentWriteResult) => {
    if (result.ok && result.invoice) setInvoice(result.invoice);
    return result;
  };

  return (
    <DialogContent className="gap-5 sm:max-w-xl">
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2 pr-6">
          <DialogTitle>{t.title(invoice.invoiceNumber)}</DialogTitle>
          {invoice.depositForProposalId && <Badge variant="tinted">{t.depositBadge}</Badge>}
        </div>
        <DialogDescription>{t.description(invoice.clientName)}</DialogDescription>
      </DialogHeader>
      <OpenPaymentPages invoiceId={invoice.id} />
      <PaymentTotals invoice={invoice} />
      <PaymentLedger invoice={invoice} onWritten={follow} />
      {invoice.status === 'draft' ? (
        // The api refuses a payment on a draft: it is not issued, so nothing is owed yet.
        <p className="border-t pt-4 text-sm text-muted-foreground">{PaymentMessages.draft}</p>
      ) : invoice.balanceDue > 0 ? (
        // A new form per balance: after each write it offers what is now owed.
        <RecordPaymentForm key={invoice.balanceDue} invoice={invoice} onWritten={follow} />
      ) : (
        <p className="flex items-center gap-2 border-t pt-4 text-sm font-medium text-success">
          <CircleCheckIcon aria-hidden className="size-4" />
          {t.paidInFull}
        </p>
      )}
      {showsCreditNotes(invoice) && (
        <CreditNotesSection invoice={invoice} onWritten={follow} startWithForm={creditNote} />
      )}
    </DialogContent>
  );
}
