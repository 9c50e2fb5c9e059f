import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';

type TextFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  optional?: boolean;
  /** A textarea, for addresses, terms and notes. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  className?: string;
  /** A line under the field, saying what it is for. */
  hint?: string;
};

/**
 * A labelled text input of the surrounding form (FormProvider), with its error under it.
 * Instantiate it per form for typed names: `const Field = TextField<ProposalFormInput>`.
 */
export function TextField<T extends FieldValues>({
  name,
  label,
  optional,
  multiline,
  className,
  hint,
  ...inputProps
}: TextFieldProps<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField
      label={label}
      optional={optional}
      error={error?.message}
      hint={hint}
      className={className}
    >
      {(control) =>
        multiline ? (
          <Textarea {...control} {...register(name)} {...inputProps} className="min-h-16" />
        ) : (
          <Input {...control} {...register(name)} {...inputProps} />
        )
      }
    </FormField>
  );
}
