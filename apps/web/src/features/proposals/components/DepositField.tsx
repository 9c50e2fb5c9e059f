import { depositMinor, formatMinor, PaymentMessages, toDiscount } from '@dealdraft/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { useFormTotals } from '@/features/documents/hooks/useFormTotals';
import { strings } from '@/strings';
import { depositInput, DEPOSIT_KINDS, type ProposalFormInput } from '../utils/proposal-form';

const t = strings.proposals.deposit;

/**
 * What the client pays on acceptance: nothing, a percent of the total or an amount,
 * with the deposit worked out live from the form's total, as the api will on save.
 */
export function DepositField() {
  const { control, register, getFieldState, formState } = useFormContext<ProposalFormInput>();
  const kind = useWatch({ control, name: 'depositKind' });
  const value = useWatch({ control, name: 'depositValue' }) ?? '';
  const { currency, totals } = useFormTotals();
  const error = getFieldState('depositValue', formState).error?.message;
  const choices = DEPOSIT_KINDS.map((each) => ({
    value: each,
    label: each === 'amount' ? t.kinds.amount(currency) : t.kinds[each],
  }));
  return (
    <FormField
      label={t.label}
      optional
      error={error}
      hint={depositHint(kind, value, currency, totals.total)}
    >
      {(fieldControl) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <NativeSelect
            {...fieldControl}
            {...register('depositKind')}
            choices={choices}
            className="sm:w-48 sm:shrink-0"
          />
          {kind !== 'none' && (
            <Input
              {...register('depositValue')}
              aria-label={kind === 'percent' ? t.percent : t.amount(currency)}
              aria-invalid={error ? true : undefined}
              aria-describedby={fieldControl['aria-describedby']}
              type="number"
              inputMode="decimal"
              min="0"
              max={kind === 'percent' ? '100' : undefined}
              step="any"
              className="min-w-0 sm:w-40"
            />
          )}
        </div>
      )}
    </FormField>
  );
}

/** The deposit in the proposal's currency, or why it is none or too large; '' while untyped. */
function depositHint(
  kind: ProposalFormInput['depositKind'],
  value: string,
  currency: string,
  totalMinor: bigint,
): string {
  if (kind === 'none') return t.noneHint;
  const deposit = toDiscount(depositInput(kind, value), currency);
  if (!deposit) return '';
  if ('amount' in deposit && deposit.amount > totalMinor) return PaymentMessages.depositTooLarge;
  return t.due(formatMinor(depositMinor(totalMinor, deposit), currency));
}
