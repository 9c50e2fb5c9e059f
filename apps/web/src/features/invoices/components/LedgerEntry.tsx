import { formatMoney } from '@dealdraft/domain';
import { DownloadIcon, Undo2Icon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { formatDate, labelOf } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Payment, PaymentWriteResult } from '../hooks/useInvoicePayments';
import { RefundForm } from './RefundForm';

const t = strings.invoices.payments;

type LedgerEntryProps = {
  payment: Payment;
  currency: string;
  invoiceId: string;
  refundOpen: boolean;
  onRefund: () => void;
  onRefundDone: (result: PaymentWriteResult) => void;
  onDelete: () => void;
  /** Downloads a payment's receipt PDF (a refund has none). */
  onReceipt: () => void;
  /** Its receipt is being downloaded. */
  receiptBusy?: boolean;
};

/** One payment or refund: date, method, amount, reference and note, and its actions. */
export function LedgerEntry({
  payment,
  currency,
  invoiceId,
  refundOpen,
  onRefund,
  onRefundDone,
  onDelete,
  onReceipt,
  receiptBusy = false,
}: LedgerEntryProps) {
  const refundFormId = useId();
  const isRefund = payment.refundOf !== null && payment.refundOf !== undefined;
  const amount = formatMoney(payment.amount, currency);
  const date = formatDate(payment.paidOn);
  const canRefund = !isRefund && !payment.online && payment.refundable > 0;
  const canDelete = !payment.online;
  const hasReceipt = !isRefund;

  return (
    <li className="grid gap-1.5 px-3 py-2.5 text-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{date}</span>
          <span className="text-muted-foreground">{labelOf(t.methods, payment.method)}</span>
          {isRefund && (
            <Badge variant="secondary">
              <Undo2Icon aria-hidden />
              {t.ledger.refundBadge}
            </Badge>
          )}
          {payment.online && (
            <Badge variant="info" title={t.ledger.onlineHint}>
              {t.ledger.onlineBadge}
            </Badge>
          )}
        </p>
        <span className={cn('shrink-0 font-medium tabular-nums', isRefund && 'text-destructive')}>
          {amount}
        </span>
      </div>
      {/* The reference and note, and beside them the entry's actions (below, when too narrow). */}
      {(payment.reference || payment.note || hasReceipt || canRefund || canDelete) && (
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
          {(payment.reference || payment.note) && (
            <div className="grid min-w-0 flex-1 basis-40 gap-0.5 text-xs text-muted-foreground">
              {payment.reference && (
                <p className="break-words">{t.ledger.reference(payment.reference)}</p>
              )}
              {payment.note && <p className="break-words whitespace-pre-line">{payment.note}</p>}
            </div>
          )}
          {(hasReceipt || canRefund || canDelete) && (
            <div className="ml-auto flex shrink-0 justify-end gap-1">
              {hasReceipt && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.ledger.receiptLabel(amount, date)}
                  disabled={receiptBusy}
                  aria-busy={receiptBusy || undefined}
                  onClick={onReceipt}
                >
                  <DownloadIcon aria-hidden />
                  {t.ledger.receipt}
                </Button>
              )}
              {canRefund && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t.ledger.refundLabel(amount, date)}
                  aria-expanded={refundOpen}
                  aria-controls={refundOpen ? refundFormId : undefined}
                  onClick={onRefund}
                >
                  {t.refund.submit}
                </Button>
              )}
              {canDelete && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.ledger.deleteLabel(amount, date)}
                  className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                  onClick={onDelete}
                >
                  {strings.common.delete}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {refundOpen && (
        <RefundForm
          id={refundFormId}
          payment={payment}
          currency={currency}
          invoiceId={invoiceId}
          onCancel={onRefund}
          onDone={onRefundDone}
        />
      )}
    </li>
  );
}
