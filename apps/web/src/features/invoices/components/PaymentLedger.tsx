import { DocumentRules, formatMoney, todayIso } from '@dealdraft/domain';
import { Undo2Icon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { formatDate, labelOf } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useDeletePayment } from '../hooks/useDeletePayment';
import {
  useInvoicePayments,
  type Payment,
  type PaymentWriteResult,
} from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { useRefundPayment } from '../hooks/useRefundPayment';
import {
  newRefundValues,
  serverErrors,
  toRefundInput,
  validateRefund,
  type PaymentFormErrors,
  type RefundFormValues,
} from '../utils/payment-form';
import { AmountField, LedgerDateField } from './LedgerFields';

const t = strings.invoices.payments;

type PaymentLedgerProps = {
  invoice: Invoice;
  /** Each refund or deletion's outcome, with the invoice after it. */
  onWritten: (result: PaymentWriteResult) => void;
};

/**
 * The ledger, oldest first: payments, and refunds shown negative. A payment recorded here can be
 * refunded in part or in full; an entry recorded by mistake can be deleted. Online payments are
 * Stripe's: refunded there, so neither action is offered.
 */
export function PaymentLedger({ invoice, onWritten }: PaymentLedgerProps) {
  const { payments, failed } = useInvoicePayments(invoice.id);
  const { remove, deleting } = useDeletePayment(invoice.id);
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
          {payments.map((payment) => (
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

type LedgerEntryProps = {
  payment: Payment;
  currency: string;
  invoiceId: string;
  refundOpen: boolean;
  onRefund: () => void;
  onRefundDone: (result: PaymentWriteResult) => void;
  onDelete: () => void;
};

function LedgerEntry({
  payment,
  currency,
  invoiceId,
  refundOpen,
  onRefund,
  onRefundDone,
  onDelete,
}: LedgerEntryProps) {
  const refundFormId = useId();
  const isRefund = payment.refundOf !== null && payment.refundOf !== undefined;
  const amount = formatMoney(payment.amount, currency);
  const date = formatDate(payment.paidOn);
  const canRefund = !isRefund && !payment.online && payment.refundable > 0;
  const canDelete = !payment.online;

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
      {/* The reference and note, and beside them the entry's actions. */}
      {(payment.reference || payment.note || canRefund || canDelete) && (
        <div className="flex items-end justify-between gap-3">
          <div className="grid min-w-0 gap-0.5 text-xs text-muted-foreground">
            {payment.reference && (
              <p className="break-words">{t.ledger.reference(payment.reference)}</p>
            )}
            {payment.note && <p className="break-words whitespace-pre-line">{payment.note}</p>}
          </div>
          {(canRefund || canDelete) && (
            <div className="flex shrink-0 gap-1">
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

type RefundFormProps = {
  id: string;
  payment: Payment;
  currency: string;
  invoiceId: string;
  onCancel: () => void;
  onDone: (result: PaymentWriteResult) => void;
};

/** Gives back part or all of what is left of a payment: the amount starts at all of it. */
function RefundForm({ id, payment, currency, invoiceId, onCancel, onDone }: RefundFormProps) {
  const { refund, refunding } = useRefundPayment(invoiceId);
  const today = todayIso();
  const [values, setValues] = useState<RefundFormValues>(() =>
    newRefundValues(payment.refundable, currency, today),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const set = (field: keyof RefundFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRefund(values, payment, currency, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await refund(payment.id, toRefundInput(values));
    if (!result.ok) setErrors(serverErrors(result.fieldErrors));
    onDone(result);
  };

  return (
    <form
      id={id}
      aria-label={t.refund.title}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2"
    >
      <AmountField
        label={t.refund.amount(currency)}
        error={errors.amount}
        value={values.amount}
        onChange={set('amount')}
        autoFocus
      />
      <LedgerDateField
        today={today}
        label={t.refund.date}
        error={errors.paidOn}
        value={values.paidOn}
        onChange={set('paidOn')}
      />
      <FormField label={t.refund.note} optional error={errors.note} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={values.note}
            maxLength={DocumentRules.termsMax}
            onChange={(event) => set('note')(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={refunding} onClick={onCancel}>
          {strings.common.cancel}
        </Button>
        <SubmitButton busy={refunding} busyLabel={t.refund.busy}>
          {t.refund.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
