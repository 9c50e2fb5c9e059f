import { DocumentRules } from '@dealdraft/domain';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { useClientSuggestions, type ClientSuggestion } from '../hooks/useClientSuggestions';

const t = strings.documents;

type ClientNameFieldProps<T extends FieldValues> = {
  /** The form's client fields a picked client fills, by form field name. */
  fill: (client: ClientSuggestion) => Partial<Record<Path<T>, string>>;
};

/**
 * "Client Name", with the workspace's clients suggested as it is typed (an ARIA combobox:
 * arrows move, Enter picks, Escape closes). Picking one fills the form's client fields; the
 * document keeps that copy. Saving links the client with that e-mail, or makes a new one from
 * what was typed.
 */
export function ClientNameField<T extends FieldValues & { clientName: string }>({
  fill,
}: ClientNameFieldProps<T>) {
  const { register, setValue, getFieldState, formState } = useFormContext<T>();
  const name = 'clientName' as Path<T>;
  const { error } = getFieldState(name, formState);
  // What the user typed since focusing; null while no suggestions are wanted.
  const [term, setTerm] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = useClientSuggestions(term);
  const open = term !== null && suggestions.length > 0;

  const field = register(name, {
    onChange: (event: { target: { value: string } }) => {
      setTerm(event.target.value);
      setActive(0);
    },
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks the client rather than submitting the form.
      event.preventDefault();
      choose(suggestions[Math.min(active, suggestions.length - 1)]);
    } else if (event.key === 'Escape') {
      // Closes the list, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setTerm(null);
    }
  };

  return (
    <FormField label={t.clientName.label} error={error?.message}>
      {(control) => {
        const listId = `${control.id}-clients`;
        const optionId = (position: number) => `${listId}-${position}`;
        return (
          <div className="relative">
            <Input
              {...control}
              {...field}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={open ? optionId(active) : undefined}
              autoComplete="off"
              maxLength={DocumentRules.textMax}
              onKeyDown={onKeyDown}
            />
            <ul
              id={listId}
              role="listbox"
              aria-label={t.clientName.suggestions}
              hidden={!open}
              className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
            >
              {open &&
                suggestions.map((client, position) => (
                  <li
                    key={client.id}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // Keeps the focus in the input, so its blur does not close the list first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(position)}
                    onClick={() => choose(client)}
                    className={cn(
                      'flex cursor-pointer flex-col rounded-md px-2 py-1.5 text-sm',
                      position === active && 'bg-accent text-accent-foreground',
                    )}
                  >
                    <span className="truncate">
                      {client.name}
                      {client.company && (
                        <span className="text-muted-foreground"> · {client.company}</span>
                      )}
                    </span>
                    {client.email && (
                      <span className="truncate text-xs text-muted-foreground">{client.email}</span>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        );
      }}
    </FormField>
  );
}
