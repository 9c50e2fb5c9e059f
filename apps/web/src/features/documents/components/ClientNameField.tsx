import { DocumentRules } from '@dealdraft/domain';
import { useState } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { Combobox } from '@/components/ui/Combobox';
import { FormField } from '@/components/ui/FormField';
import { strings } from '@/strings';
import { useClientSuggestions, type ClientSuggestion } from '../hooks/useClientSuggestions';

const t = strings.documents;

type ClientNameFieldProps<T extends FieldValues> = {
  /** The form's client fields a picked client fills, by form field name. */
  fill: (client: ClientSuggestion) => Partial<Record<Path<T>, string>>;
};

/**
 * "Client Name", with the workspace's clients suggested as it is typed. Picking one fills the
 * form's client fields; the document keeps that copy. Saving links the client with that
 * e-mail, or makes a new one from what was typed.
 */
export function ClientNameField<T extends FieldValues & { clientName: string }>({
  fill,
}: ClientNameFieldProps<T>) {
  const { register, setValue, getFieldState, formState } = useFormContext<T>();
  const name = 'clientName' as Path<T>;
  const { error } = getFieldState(name, formState);
  // What the user typed since focusing; null while no suggestions are wanted.
  const [term, setTerm] = useState<string | null>(null);
  const suggestions = useClientSuggestions(term);

  const field = register(name, {
    onChange: (event: { target: { value: string } }) => setTerm(event.target.value),
    onBlur: () => setTerm(null),
  });

  const choose = (client: ClientSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    const values = { [name]: client.name, ...fill(client) } as Record<Path<T>, string>;
    for (const [key, value] of Object.entries(values) as [Path<T>, string][]) {
      setValue(key, value as PathValue<T, Path<T>>, options);
    }
    setTerm(null);
  };

  return (
    <FormField label={t.clientName.label} error={error?.message}>
      {(control) => (
        <Combobox
          {...control}
          {...field}
          maxLength={DocumentRules.textMax}
          listId={`${control.id}-clients`}
          listLabel={t.clientName.suggestions}
          options={term === null ? [] : suggestions}
          optionKey={(client) => client.id}
          optionClassName="flex flex-col"
          renderOption={(client) => (
            <>
              <span className="truncate">
                {client.name}
                {client.company && (
                  <span className="text-muted-foreground"> · {client.company}</span>
                )}
              </span>
              {client.email && (
                <span className="truncate text-xs text-muted-foreground">{client.email}</span>
              )}
            </>
          )}
          onChoose={choose}
          onDismiss={() => setTerm(null)}
        />
      )}
    </FormField>
  );
}
