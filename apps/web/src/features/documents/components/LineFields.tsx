import { currencyMinorUnits, DocumentRules } from '@dealdraft/domain';
import { ChevronDownIcon, Trash2Icon } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';
import { LineDescriptionField } from './LineDescriptionField';
import type { DocumentTaxRate } from '../hooks/useDocumentTaxRates';
import { countedQuantity, type LineItemsFormValues } from '../utils/line-items';
import { DiscountFields, LineTaxFields } from './DocumentMoney';
import type { LineItemsEditorCopy } from './LineItemsEditor';
import type { CustomFieldDefinition } from '../hooks/useCustomFields';
import { CustomFieldInputs } from './CustomFieldInputs';

const t = strings.documents;

type LineFieldsProps = {
  index: number;
  copy: LineItemsEditorCopy;
  withExtraDetails: boolean;
  lineTotal: string;
  /** The document's: the price takes as many decimals as it has (spec §5: 0.01 for USD). */
  currency: string;
  /** The line's discount and taxes, when taxes & discounts are shown. */
  money?: { rates: DocumentTaxRate[] };
  /** The workspace's line custom fields, behind a disclosure so a phone keeps a short line. */
  customFields?: CustomFieldDefinition[];
  onRemove?: () => void;
};

/**
 * One line: description (with catalogue suggestions), price, quantity and its total, and its
 * discount and taxes when those are shown.
 */
export function LineFields({
  index,
  copy,
  withExtraDetails,
  lineTotal,
  currency,
  money,
  customFields = [],
  onRemove,
}: LineFieldsProps) {
  const { register, setValue, getFieldState, formState, getValues } =
    useFormContext<LineItemsFormValues>();
  // Open from the start when the line has a value (or an error) to show.
  const [moreOpen, setMoreOpen] = useState(() => {
    const line = getValues(`lines.${index}`) as { customFields?: Record<string, string> };
    return Object.values(line?.customFields ?? {}).some((value) => value.trim());
  });
  const errorOf = (field: 'description' | 'extraDetails' | 'price' | 'quantity') =>
    getFieldState(`lines.${index}.${field}`, formState).error?.message;
  const name = copy.lineName(index + 1);

  return (
    <div className="grid gap-3">
      <div className="flex h-6 items-center justify-between">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{name}</p>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t.lineItems.remove(name)}
            title={copy.removeLine}
            className="-mr-2 size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
            onClick={onRemove}
          >
            <Trash2Icon aria-hidden />
          </Button>
        )}
      </div>
      {/* On a phone: description, then price and quantity side by side, then the line total
          on a row of its own, so neither a long amount nor a large price is cut. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_6rem_9rem] sm:items-start">
        <FormField
          label={t.lineItems.description}
          error={errorOf('description')}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <LineDescriptionField
              index={index}
              control={control}
              withExtraDetails={withExtraDetails}
            />
          )}
        </FormField>
        <FormField label={copy.price} error={errorOf('price')}>
          {(control) => (
            <Input
              {...control}
              {...register(`lines.${index}.price`)}
              type="number"
              inputMode="decimal"
              step={String(10 ** -currencyMinorUnits(currency))}
              min="0"
            />
          )}
        </FormField>
        <FormField label={t.lineItems.quantity} error={errorOf('quantity')}>
          {(control) => (
            <Input
              {...control}
              {...register(`lines.${index}.quantity`, {
                // Whole numbers only: leaving the field shows the quantity the total counts.
                onBlur: (event: FocusEvent<HTMLInputElement>) =>
                  setValue(`lines.${index}.quantity`, countedQuantity(event.target.value)),
              })}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
            />
          )}
        </FormField>
        <div className="col-span-2 flex min-w-0 items-baseline justify-between gap-3 sm:col-span-1 sm:grid sm:justify-normal sm:gap-2 sm:text-right">
          <span className="text-sm leading-none font-medium whitespace-nowrap">
            {copy.lineTotal}
          </span>
          <output
            aria-label={copy.lineTotalOf(name)}
            className="flex min-w-0 items-center justify-end font-medium break-all tabular-nums sm:min-h-9"
          >
            {lineTotal}
          </output>
        </div>
        {withExtraDetails && (
          <FormField
            label={t.lineItems.extraDetails}
            optional
            error={errorOf('extraDetails')}
            className="col-span-2 sm:col-span-4"
          >
            {(control) => (
              <Input
                {...control}
                {...register(`lines.${index}.extraDetails`)}
                maxLength={DocumentRules.lineDescriptionMax}
              />
            )}
          </FormField>
        )}
        {customFields.length > 0 && (
          <div className="col-span-2 grid gap-3 sm:col-span-4">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-ml-2 justify-self-start"
              aria-expanded={moreOpen}
              aria-label={t.customFields.moreOf(name)}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {moreOpen ? t.customFields.fewer : t.customFields.more(customFields.length)}
              <ChevronDownIcon
                aria-hidden
                className={moreOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
            </Button>
            {moreOpen && (
              <div className="grid gap-3 sm:grid-cols-2">
                <CustomFieldInputs fields={customFields} prefix={`lines.${index}.customFields`} />
              </div>
            )}
          </div>
        )}
        {money && (
          <div className="col-span-2 grid gap-3 sm:col-span-4 sm:grid-cols-2">
            <DiscountFields
              prefix={`lines.${index}.`}
              label={t.lineItems.lineDiscount}
              currency={currency}
            />
            <LineTaxFields index={index} rates={money.rates} />
          </div>
        )}
      </div>
    </div>
  );
}
