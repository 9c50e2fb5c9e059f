import { latestPaymentDate } from '@dealdraft/domain';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';

type LedgerFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  className?: string;
};

/** An amount in the invoice's currency, typed as a decimal (a payment, a refund, a credit note). */
export function AmountField({
  label,
  error,
  hint,
  value,
  onChange,
  autoFocus,
  className,
}: LedgerFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}

/** The day a ledger entry is dated, no later than the api's today (latestPaymentDate). */
export function LedgerDateField({
  today,
  label,
  error,
  hint,
  value,
  onChange,
  autoFocus,
  className,
}: LedgerFieldProps & { today: string }) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          type="date"
          max={latestPaymentDate(today)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}
