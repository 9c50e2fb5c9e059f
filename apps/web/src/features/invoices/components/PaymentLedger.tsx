import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useDeletePayment } from '../hooks/useDeletePayment';
import { useReceiptDownload } from '../hooks/useReceiptDownload';
import {
  useInvoicePayments,
  type Payment,
  type PaymentWriteResult,
} from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { LedgerEntry } from './LedgerEntry';

const t = strings.invoices.payments;

type PaymentLedgerProps = {
  invoice: Invoice;
  /** Each refund or deletion's outcome, with the invoice after it. */
  onWritten: (result: PaymentWriteResult) => void;
};

/**
 * The ledger, oldest first: payments, and refunds shown negative. Each payment's receipt can be
 * downloaded; a payment recorded here can be refunded in part or in full; an entry recorded by
 * mistake can be deleted. Online payments are Stripe's: refunded there, so neither of those
 * two is offered.
 */
export function PaymentLedger({ invoice, onWritten }: PaymentLedgerProps) {
  const { payments, failed } = useInvoicePayments(invoice.id);
  const { remove, deleting } = useDeletePayment(invoice.id);
  const receipts = useReceiptDownload(invoice.id, invoice.invoiceNumber);
  const [refunding, setRefunding] = useState<string | null>(null);
  const [deletingEntry, setDeletingEntry] = useState<Payment | null>(null);
  const headingId = useId();

  const confirmDelete = async () => {
    if (!deletingEntry) return;
    onWritten(await remove(deletingEntry.id));
    setDeletingEntry(null);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t.ledger.title}
      </h3>
      {failed ? (
        <p className="text-sm text-destructive">{t.ledger.loadFailed}</p>
      ) : !payments ? (
        <Spinner label={t.ledger.loading} className="size-5" />
      ) : payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.ledger.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y rounded-lg border">
          {payments.map((payment, index) => (
            <LedgerEntry
              key={payment.id}
              payment={payment}
              currency={invoice.currency}
              refundOpen={refunding === payment.id}
              onRefund={() => setRefunding(refunding === payment.id ? null : payment.id)}
              onRefundDone={(result) => {
                if (result.ok) setRefunding(null);
                onWritten(result);
              }}
              onDelete={() => setDeletingEntry(payment)}
              onReceipt={() => void receipts.download(payment, receiptSequence(payments, index))}
              receiptBusy={receipts.busyId === payment.id}
              invoiceId={invoice.id}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deletingEntry !== null}
        title={t.delete.title}
        text={t.delete.text}
        action={strings.common.delete}
        busy={deleting}
        onCancel={() => setDeletingEntry(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

/** A payment's place among the invoice's payments (refunds not counted), from 1: its receipt's. */
function receiptSequence(payments: readonly Payment[], index: number): number {
  return payments.slice(0, index + 1).filter((entry) => !entry.refundOf).length;
}
