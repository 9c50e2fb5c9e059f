import { DocumentRules, formatMoney } from '@dealdraft/domain';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import {
  useCatalogueSuggestions,
  type CatalogueSuggestion,
} from '../hooks/useCatalogueSuggestions';
import { useFormCurrency } from '../hooks/useFormCurrency';
import type { LineItemsFormValues } from '../utils/line-items';

const t = strings.documents;

type LineDescriptionFieldProps = {
  index: number;
  control: FieldControlProps;
  /** Invoice lines: the item's description goes to Extra Details. */
  withExtraDetails: boolean;
};

/**
 * A line's description, with catalogue items suggested as it is typed (an ARIA combobox:
 * arrows move, Enter picks, Escape closes). Picking one copies the item into the line: the
 * document keeps that copy whatever later happens to the item.
 */
export function LineDescriptionField({
  index,
  control,
  withExtraDetails,
}: LineDescriptionFieldProps) {
  const { register, setValue } = useFormContext<LineItemsFormValues>();
  // What the user typed since focusing; null while no suggestions are wanted.
  const [term, setTerm] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = useCatalogueSuggestions(term);
  // The catalogue's prices are the workspace's, shown as the document will carry them.
  const currency = useFormCurrency();
  const open = term !== null && suggestions.length > 0;
  const listId = `${control.id}-catalogue`;
  const optionId = (position: number) => `${listId}-${position}`;

  const field = register(`lines.${index}.description`, {
    onChange: (event: { target: { value: string } }) => {
      setTerm(event.target.value);
      setActive(0);
    },
    onBlur: () => setTerm(null),
  });

  const choose = (item: CatalogueSuggestion) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue(`lines.${index}.description`, item.name, options);
    if (withExtraDetails) setValue(`lines.${index}.extraDetails`, item.description ?? '', options);
    setValue(`lines.${index}.price`, String(item.unitPrice), options);
    setValue(`lines.${index}.quantity`, String(item.defaultQuantity), options);
    setTerm(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks the item rather than submitting the form.
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
        maxLength={DocumentRules.lineDescriptionMax}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.lineItems.catalogueSuggestions}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {open &&
          suggestions.map((item, position) => (
            <li
              key={item.id}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              // Keeps the focus in the input, so its blur does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(position)}
              onClick={() => choose(item)}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm',
                position === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="min-w-0 truncate">{item.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {currency ? formatMoney(item.unitPrice, currency) : item.unitPrice} / {item.unit}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
