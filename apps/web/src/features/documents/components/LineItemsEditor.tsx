import { currencyMinorUnits, DocumentRules, formatMinor } from '@dealdraft/domain';
import { ChevronDownIcon, PercentIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { strings } from '@/strings';
import { FormSection } from './FormSection';
import { LineDescriptionField } from './LineDescriptionField';
import { useDocumentTaxRates, type DocumentTaxRate } from '../hooks/useDocumentTaxRates';
import { useFormTotals } from '../hooks/useFormTotals';
import { BLANK_LINE, countedQuantity, type LineItemsFormValues } from '../utils/line-items';
import { usesTaxOrDiscount } from '../utils/money-form';
import { DiscountFields, DocumentMoneyFields, LineTaxFields, TotalsSummary } from './DocumentMoney';

const t = strings.documents;

/** What the proposal's Services and the invoice's Line Items call things. */
export type LineItemsEditorCopy = {
  title: string;
  add: string;
  /** The unit price's label: "Price" or "Rate". */
  price: string;
  /** The line's price × quantity: "Subtotal" or "Line Total". */
  lineTotal: string;
  /** A line's name, from 1: "Service 1", "Item 1". */
  lineName: (position: number) => string;
  /** The remove button's tooltip: "Remove service". */
  removeLine: string;
  /** The line total's name for a reader: "Service 1 subtotal". */
  lineTotalOf: (lineName: string) => string;
};

type LineItemsEditorProps = {
  copy: LineItemsEditorCopy;
  /** Invoice lines have an optional extra-details field. */
  withExtraDetails?: boolean;
};

/**
 * The lines of the surrounding form's `lines` array, with each line's total and the document's
 * totals computed live by libs/domain's documentTotals, the function the api saves with. Taxes
 * and discounts stay folded away until used (or until the document has some).
 */
export function LineItemsEditor({ copy, withExtraDetails = false }: LineItemsEditorProps) {
  const { control, formState, getValues } = useFormContext<LineItemsFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { values, currency, totals } = useFormTotals();
  const taxRates = useDocumentTaxRates();
  const [moneyOpen, setMoneyOpen] = useState(() => usesTaxOrDiscount(getValues()));
  const listError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  return (
    <FormSection title={copy.title} className="sm:grid-cols-1">
      <ol className="grid gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border bg-muted/30 p-4">
            <LineFields
              index={index}
              copy={copy}
              withExtraDetails={withExtraDetails}
              lineTotal={formatMinor(totals.lines[index]?.gross ?? 0n, currency)}
              currency={currency}
              money={moneyOpen ? { rates: taxRates } : undefined}
              // Spec §2: a line can be removed only while there is more than one.
              onRemove={fields.length > 1 ? () => remove(index) : undefined}
            />
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= DocumentRules.linesMax}
            onClick={() => append({ ...BLANK_LINE })}
          >
            <PlusIcon aria-hidden />
            {copy.add}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={moneyOpen}
            onClick={() => setMoneyOpen((open) => !open)}
          >
            <PercentIcon aria-hidden />
            {t.lineItems.taxesAndDiscounts}
            <ChevronDownIcon
              aria-hidden
              className={moneyOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
          </Button>
        </div>
        <TotalsSummary
          totals={totals}
          currency={currency}
          pricesIncludeTax={values.pricesIncludeTax ?? false}
        />
      </div>
      {moneyOpen && <DocumentMoneyFields rates={taxRates} currency={currency} />}
    </FormSection>
  );
}

type LineFieldsProps = {
  index: number;
  copy: LineItemsEditorCopy;
  withExtraDetails: boolean;
  lineTotal: string;
  /** The document's: the price takes as many decimals as it has (spec §5: 0.01 for USD). */
  currency: string;
  /** The line's discount and taxes, when taxes & discounts are shown. */
  money?: { rates: DocumentTaxRate[] };
  onRemove?: () => void;
};

function LineFields({
  index,
  copy,
  withExtraDetails,
  lineTotal,
  currency,
  money,
  onRemove,
}: LineFieldsProps) {
  const { register, setValue, getFieldState, formState } = useFormContext<LineItemsFormValues>();
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
