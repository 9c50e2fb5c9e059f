import { formatDocumentNumber, numberPatternError, todayIso } from '@dealdraft/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CURRENCY_CHOICES, LANGUAGE_CHOICES } from '@/lib/document-choices';
import { strings } from '@/strings';
import type { WorkspaceFormValues } from '../utils/workspace-form';

const t = strings.workspace.settings;

/** The rounding rule as one choice: where taxes are rounded, and how halves go. */
const ROUNDING_CHOICES = [
  { value: 'total:half-up', label: t.rounding.totalHalfUp },
  { value: 'total:half-even', label: t.rounding.totalHalfEven },
  { value: 'line:half-up', label: t.rounding.lineHalfUp },
  { value: 'line:half-even', label: t.rounding.lineHalfEven },
];

/** What the next number would look like, for the hint under a pattern field. */
function numberExample(pattern: string, fallback: string): string {
  const trimmed = pattern.trim();
  if (!trimmed) return t.numberedByDefault(fallback);
  if (numberPatternError(trimmed)) return '';
  return t.firstNumber(formatDocumentNumber(trimmed, 1, todayIso()));
}

type WorkspaceDocumentFieldsProps = {
  form: UseFormReturn<WorkspaceFormValues>;
  /** False for a member, who reads the settings. */
  editable: boolean;
};

/** What the workspace's documents start from: numbering, currency, language, rounding. */
export function WorkspaceDocumentFields({ form, editable }: WorkspaceDocumentFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField
        label={t.proposalNumbersLabel}
        optional
        error={errors.proposalNumberPattern?.message}
        hint={numberExample(watch('proposalNumberPattern'), 'PROP-{timestamp}')}
      >
        {(control) => (
          <Input
            {...control}
            {...register('proposalNumberPattern')}
            readOnly={!editable}
            placeholder={t.proposalNumbersPlaceholder}
          />
        )}
      </FormField>
      <FormField
        label={t.invoiceNumbersLabel}
        optional
        error={errors.invoiceNumberPattern?.message}
        hint={numberExample(watch('invoiceNumberPattern'), 'INV-{timestamp}')}
      >
        {(control) => (
          <Input
            {...control}
            {...register('invoiceNumberPattern')}
            readOnly={!editable}
            placeholder={t.invoiceNumbersPlaceholder}
          />
        )}
      </FormField>
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{t.patternHelp}</p>
      <FormField label={t.currencyLabel} error={errors.currency?.message} hint={t.currencyHint}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('currency')}
            disabled={!editable}
            choices={CURRENCY_CHOICES}
          />
        )}
      </FormField>
      <FormField label={t.languageLabel} error={errors.language?.message} hint={t.languageHint}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('language')}
            disabled={!editable}
            choices={LANGUAGE_CHOICES}
          />
        )}
      </FormField>
      <FormField label={t.roundingLabel} className="sm:col-span-2" hint={t.roundingHint}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('rounding')}
            disabled={!editable}
            choices={ROUNDING_CHOICES}
          />
        )}
      </FormField>
      <label className="flex items-start gap-3 text-sm sm:col-span-2">
        <input
          type="checkbox"
          {...register('invoiceOnAccept')}
          disabled={!editable}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>
          <span className="font-medium">{t.invoiceOnAccept}</span>
          <span className="block text-muted-foreground">{t.invoiceOnAcceptHint}</span>
        </span>
      </label>
    </>
  );
}
