import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/Select';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';

type StatusFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  statuses: readonly string[];
};

/** The status select of a document being edited (e.g. to mark an invoice paid). */
export function StatusField<T extends FieldValues>({ name, statuses }: StatusFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={strings.common.status} error={fieldState.error?.message}>
          {(controlProps) => (
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger
                {...controlProps}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {statuses.map((status) => (
                  <SelectItem key={status} value={status}>
                    {labelOf(strings.documents.statuses, status)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
