import { CREDIT_NOTE_REASON_MAX, todayIso } from '@dealdraft/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { Textarea } from '@/components/ui/Textarea';
import { strings } from '@/strings';
import { useCreateCreditNote } from '../hooks/useCreateCreditNote';
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

type CreditNoteFormProps = {
  id: string;
  invoice: Invoice;
  onCancel: () => void;
  onDone: (result: PaymentWriteResult) => void;
};

/** Part or all of the balance taken off: the amount starts at all of it, dated today. */
export function CreditNoteForm({ id, invoice, onCancel, onDone }: CreditNoteFormProps) {
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
