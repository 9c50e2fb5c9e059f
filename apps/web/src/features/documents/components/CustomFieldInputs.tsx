import { CustomFieldRules } from '@dealdraft/domain';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';
import type { CustomFieldDefinition } from '../hooks/useCustomFields';
import { useCustomFields } from '../hooks/useCustomFields';
import { FormSection } from './FormSection';

const t = strings.documents.customFields;

type CustomFieldInputsProps = {
  fields: CustomFieldDefinition[];
  /** Where the values sit in the form: 'customFields', 'lines.2.customFields'. */
  prefix: string;
};

/** One optional input per custom field, its value under `${prefix}.${field.id}`. */
export function CustomFieldInputs({ fields, prefix }: CustomFieldInputsProps) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  return (
    <>
      {fields.map((field) => {
        const name = `${prefix}.${field.id}` as Path<FieldValues>;
        return (
          <FormField
            key={field.id}
            label={field.label}
            optional
            hint={field.printed ? t.printed : t.internal}
            error={getFieldState(name, formState).error?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...register(name)}
                maxLength={CustomFieldRules.valueMax}
                data-custom-field={field.label}
              />
            )}
          </FormField>
        );
      })}
    </>
  );
}

/** The document's own custom fields, as a section of its form; nothing when it has none. */
export function DocumentCustomFieldsSection() {
  const fields = useCustomFields().of('document');
  if (!fields.length) return null;
  return (
    <FormSection title={t.section}>
      <CustomFieldInputs fields={fields} prefix="customFields" />
    </FormSection>
  );
}
