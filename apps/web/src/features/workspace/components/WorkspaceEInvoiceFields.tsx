import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { COUNTRY_CHOICES, E_INVOICE_FORMAT_CHOICES } from '@/lib/document-choices';
import { strings } from '@/strings';
import type { WorkspaceFormValues } from '../utils/workspace-form';

const e = strings.eInvoice;

type FieldsProps = {
  form: UseFormReturn<WorkspaceFormValues>;
  /** False for a member, who reads the settings. */
  editable: boolean;
};

/** Under the street lines: postal code, city and country, and the legal name and tax number. */
export function WorkspaceAddressFields({ form, editable }: FieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField label={e.postalCodeLabel} optional error={errors.postalCode?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('postalCode')}
            readOnly={!editable}
            autoComplete="postal-code"
          />
        )}
      </FormField>
      <FormField label={e.cityLabel} optional error={errors.city?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('city')}
            readOnly={!editable}
            autoComplete="address-level2"
          />
        )}
      </FormField>
      <FormField label={e.countryLabel} optional error={errors.countryCode?.message}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('countryCode')}
            disabled={!editable}
            choices={COUNTRY_CHOICES}
          >
            <option value="">{e.noCountry}</option>
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={e.legalNameLabel}
        optional
        error={errors.legalName?.message}
        hint={e.legalNameHint}
      >
        {(control) => <Input {...control} {...register('legalName')} readOnly={!editable} />}
      </FormField>
      <FormField
        label={e.taxRegistrationNumberLabel}
        optional
        error={errors.taxRegistrationNumber?.message}
        hint={e.taxRegistrationNumberHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input {...control} {...register('taxRegistrationNumber')} readOnly={!editable} />
        )}
      </FormField>
    </>
  );
}

/** "Bank details" (IBAN, BIC, holder) and the e-invoice format the invoices carry. */
export function WorkspaceBankFields({ form, editable }: FieldsProps) {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className="grid gap-5 border-t pt-5 sm:col-span-2 sm:grid-cols-2 sm:items-start"
    >
      {/* A legend is no grid item: the heading and its line sit above the grid, together. */}
      <legend className="float-left w-full">
        <span id={`${id}-title`} className="block text-base font-semibold">
          {e.bankDetails}
        </span>
        <span id={`${id}-hint`} className="mt-1 block text-xs font-normal text-muted-foreground">
          {e.bankDetailsHint}
        </span>
      </legend>
      <FormField
        label={e.ibanLabel}
        optional
        error={errors.iban?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            {...register('iban')}
            readOnly={!editable}
            placeholder={e.ibanPlaceholder}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label={e.bicLabel} optional error={errors.bic?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('bic')}
            readOnly={!editable}
            placeholder={e.bicPlaceholder}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        label={e.accountHolderLabel}
        optional
        error={errors.accountHolder?.message}
        hint={e.accountHolderHint}
      >
        {(control) => <Input {...control} {...register('accountHolder')} readOnly={!editable} />}
      </FormField>
      <FormField
        label={e.formatLabel}
        error={errors.eInvoiceFormat?.message}
        hint={e.formatHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register('eInvoiceFormat')}
            disabled={!editable}
            choices={E_INVOICE_FORMAT_CHOICES}
          />
        )}
      </FormField>
    </fieldset>
  );
}
