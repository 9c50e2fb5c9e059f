import { DocumentRules, todayIso } from '@dealdraft/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import type { Payment, PaymentWriteResult } from '../hooks/useInvoicePayments';
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

type RefundFormProps = {
  id: string;
  payment: Payment;
  currency: string;
  invoiceId: string;
  onCancel: () => void;
  onDone: (result: PaymentWriteResult) => void;
};

/** Gives back part or all of what is left of a payment: the amount starts at all of it. */
export function RefundForm({
  id,
  payment,
  currency,
  invoiceId,
  onCancel,
  onDone,
}: RefundFormProps) {
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
