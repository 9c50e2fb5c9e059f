import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CURRENCY_CHOICES, LANGUAGE_CHOICES } from '@/lib/document-choices';
import type { MoneyFormValues } from '../utils/money-form';

/**
 * The document's currency and the language the client reads it in (PDF, client page, e-mail).
 * A new document starts with the workspace's; picking a client who has their own takes those.
 */
export function CurrencyLanguageFields() {
  const { register, getFieldState, formState } = useFormContext<MoneyFormValues>();
  return (
    <>
      <FormField
        label="Currency"
        error={getFieldState('currency', formState).error?.message}
        hint="Every amount of the document is in it"
      >
        {(control) => (
          <NativeSelect {...control} {...register('currency')} choices={CURRENCY_CHOICES}>
            <option value="">The workspace&apos;s</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Document language"
        error={getFieldState('language', formState).error?.message}
        hint="The PDF, the client page and the e-mail"
      >
        {(control) => (
          <NativeSelect {...control} {...register('language')} choices={LANGUAGE_CHOICES}>
            <option value="">The workspace&apos;s</option>
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
