import { DocumentRules, PAYMENT_METHODS, todayIso } from '@dealdraft/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { strings } from '@/strings';
import type { PaymentWriteResult } from '../hooks/useInvoicePayments';
import type { Invoice } from '../hooks/useInvoices';
import { useRecordPayment } from '../hooks/useRecordPayment';
import {
  newPaymentValues,
  serverErrors,
  toPaymentInput,
  validatePayment,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../utils/payment-form';
import { AmountField, LedgerDateField } from './LedgerFields';

const t = strings.invoices.payments;

const METHOD_CHOICES = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: t.methods[method],
}));

type RecordPaymentFormProps = {
  invoice: Invoice;
  onWritten: (result: PaymentWriteResult) => void;
};

/** A payment of part or all of the balance: amount, date, method, reference and note. */
export function RecordPaymentForm({ invoice, onWritten }: RecordPaymentFormProps) {
  const { record, recording } = useRecordPayment(invoice.id);
  const today = todayIso();
  const [values, setValues] = useState<PaymentFormValues>(() =>
    newPaymentValues(invoice.balanceDue, invoice.currency, today),
  );
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const headingId = useId();
  const set =
    <K extends keyof PaymentFormValues>(field: K) =>
    (value: PaymentFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePayment(values, invoice, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await record(toPaymentInput(values));
    if (!result.ok) setErrors(serverErrors(result.fieldErrors));
    onWritten(result);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h3 id={headingId} className="text-sm font-semibold">
        {t.form.title}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 sm:grid-cols-2"
      >
        <AmountField
          label={t.form.amount(invoice.currency)}
          error={errors.amount}
          value={values.amount}
          onChange={set('amount')}
        />
        <LedgerDateField
          today={today}
          label={t.form.date}
          error={errors.paidOn}
          value={values.paidOn}
          onChange={set('paidOn')}
        />
        <FormField label={t.form.method} error={errors.method}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.method}
              onChange={(event) => set('method')(event.target.value as PaymentFormValues['method'])}
              choices={METHOD_CHOICES}
            />
          )}
        </FormField>
        <FormField label={t.form.reference} optional error={errors.reference}>
          {(control) => (
            <Input
              {...control}
              value={values.reference}
              maxLength={DocumentRules.textMax}
              onChange={(event) => set('reference')(event.target.value)}
              placeholder={t.form.referencePlaceholder}
            />
          )}
        </FormField>
        <FormField label={t.form.note} optional error={errors.note} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              value={values.note}
              maxLength={DocumentRules.termsMax}
              onChange={(event) => set('note')(event.target.value)}
            />
          )}
        </FormField>
        <label className="flex items-start gap-3 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={values.sendReceipt}
            onChange={(event) => set('sendReceipt')(event.target.checked)}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            <span className="font-medium">{t.form.sendReceipt(invoice.clientEmail)}</span>
            <span className="block text-muted-foreground">{t.form.sendReceiptHint}</span>
          </span>
        </label>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton busy={recording} busyLabel={t.form.busy} className="w-full sm:w-auto">
            {t.form.submit}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
