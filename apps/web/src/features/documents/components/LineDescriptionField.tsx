import { DocumentRules, formatMoney } from '@dealdraft/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Combobox } from '@/components/ui/Combobox';
import type { FieldControlProps } from '@/components/ui/FormField';
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
 * A line's description, with catalogue items suggested as it is typed. Picking one copies the
 * item into the line: the document keeps that copy whatever later happens to the item.
 */
export function LineDescriptionField({
  index,
  control,
  withExtraDetails,
}: LineDescriptionFieldProps) {
  const { register, setValue } = useFormContext<LineItemsFormValues>();
  // What the user typed since focusing; null while no suggestions are wanted.
  const [term, setTerm] = useState<string | null>(null);
  const suggestions = useCatalogueSuggestions(term);
  // The catalogue's prices are the workspace's, shown as the document will carry them.
  const currency = useFormCurrency();

  const field = register(`lines.${index}.description`, {
    onChange: (event: { target: { value: string } }) => setTerm(event.target.value),
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

  return (
    <Combobox
      {...control}
      {...field}
      maxLength={DocumentRules.lineDescriptionMax}
      listId={`${control.id}-catalogue`}
      listLabel={t.lineItems.catalogueSuggestions}
      options={term === null ? [] : suggestions}
      optionKey={(item) => item.id}
      optionClassName="flex items-baseline justify-between gap-3"
      renderOption={(item) => (
        <>
          <span className="min-w-0 truncate">{item.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {currency ? formatMoney(item.unitPrice, currency) : item.unitPrice} / {item.unit}
          </span>
        </>
      )}
      onChoose={choose}
      onDismiss={() => setTerm(null)}
    />
  );
}
