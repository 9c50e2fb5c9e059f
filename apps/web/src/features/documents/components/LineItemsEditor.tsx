import { DocumentRules, formatMinor } from '@dealdraft/domain';
import { ChevronDownIcon, PercentIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { FormSection } from './FormSection';
import { useDocumentTaxRates } from '../hooks/useDocumentTaxRates';
import { useCustomFields } from '../hooks/useCustomFields';
import { useFormTotals } from '../hooks/useFormTotals';
import { BLANK_LINE, type LineItemsFormValues } from '../utils/line-items';
import { usesTaxOrDiscount } from '../utils/money-form';
import { DocumentMoneyFields } from './DocumentMoney';
import { TotalsSummary } from './TotalsSummary';
import { LineFields } from './LineFields';

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
  const lineFields = useCustomFields().of('line');
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
              customFields={lineFields}
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
            // A checklist link to a line's tax opens the fold first (focus-field.ts).
            data-money-toggle=""
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
