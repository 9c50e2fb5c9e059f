import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { CURRENCY_CHOICES, LANGUAGE_CHOICES } from '@/lib/document-choices';
import { strings } from '@/strings';
import type { MoneyFormValues } from '../utils/money-form';

const t = strings.documents;

/**
 * The document's currency and the language the client reads it in (PDF, client page, e-mail).
 * A new document starts with the workspace's; picking a client who has their own takes those.
 */
export function CurrencyLanguageFields() {
  const { register, getFieldState, formState } = useFormContext<MoneyFormValues>();
  return (
    <>
      <FormField
        label={t.currencyLanguage.currency}
        error={getFieldState('currency', formState).error?.message}
        hint={t.currencyLanguage.currencyHint}
      >
        {(control) => (
          <NativeSelect {...control} {...register('currency')} choices={CURRENCY_CHOICES}>
            <option value="">{t.currencyLanguage.workspaceDefault}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t.currencyLanguage.language}
        error={getFieldState('language', formState).error?.message}
        hint={t.currencyLanguage.languageHint}
      >
        {(control) => (
          <NativeSelect {...control} {...register('language')} choices={LANGUAGE_CHOICES}>
            <option value="">{t.currencyLanguage.workspaceDefault}</option>
          </NativeSelect>
        )}
      </FormField>
    </>
  );
}
