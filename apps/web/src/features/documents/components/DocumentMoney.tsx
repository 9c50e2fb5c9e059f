import { formatPercent, MAX_TAXES_PER_LINE } from '@dealdraft/domain';
import { useFormContext, useWatch, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { strings } from '@/strings';
import type { DocumentTaxRate } from '../hooks/useDocumentTaxRates';
import type { LineItemsFormValues } from '../utils/line-items';

const t = strings.documents;

/** "VAT 20%" (the archived ones say so: a document may keep one, none can take it anew). */
export const rateLabel = (rate: Pick<DocumentTaxRate, 'name' | 'percent' | 'archived'>) =>
  t.money.rate(rate.name, formatPercent(rate.percent), rate.archived);

/** The rates a select offers: those in use, and an archived one only where it is picked. */
const offered = (rates: DocumentTaxRate[], picked: string[]) =>
  rates.filter((rate) => !rate.archived || picked.includes(rate.id));

type DiscountFieldsProps = {
  /** 'discount' or 'lines.3.discount'. */
  prefix: '' | `lines.${number}.`;
  label: string;
  currency: string;
};

/** A discount: a value and whether it is a percent or an amount of the currency. */
export function DiscountFields({ prefix, label, currency }: DiscountFieldsProps) {
  const { register, getFieldState, formState } = useFormContext<LineItemsFormValues>();
  const value = `${prefix}discountValue` as Path<LineItemsFormValues>;
  const kind = `${prefix}discountKind` as Path<LineItemsFormValues>;
  return (
    <FormField label={label} optional error={getFieldState(value, formState).error?.message}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            {...register(value)}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            className="min-w-0 flex-1"
          />
          <NativeSelect
            {...register(kind)}
            aria-label={t.money.discountUnit(label.toLowerCase())}
            className="w-20 shrink-0"
          >
            <option value="percent">%</option>
            <option value="amount">{currency || strings.common.amount}</option>
          </NativeSelect>
        </div>
      )}
    </FormField>
  );
}

/** A line's taxes: up to two of the workspace's rates, each in a select. */
export function LineTaxFields({ index, rates }: { index: number; rates: DocumentTaxRate[] }) {
  const { control, setValue, getFieldState, formState } = useFormContext<LineItemsFormValues>();
  const name = `lines.${index}.taxRateIds` as const;
  const picked = useWatch({ control, name }) ?? [];
  const error = getFieldState(name, formState).error?.message;
  const choose = (slot: number, id: string) => {
    const next = [...picked];
    next[slot] = id;
    setValue(name, [...new Set(next.filter(Boolean))], { shouldDirty: true });
  };
  return (
    <FormField label={t.money.taxes} optional error={error}>
      {(fieldControl) => (
        <div className="flex gap-2">
          {Array.from({ length: MAX_TAXES_PER_LINE }, (_, slot) => (
            <NativeSelect
              key={slot}
              {...(slot === 0 ? fieldControl : {})}
              // Named like the form's path, so a checklist link can find and focus it.
              name={slot === 0 ? name : undefined}
              aria-label={slot === 0 ? undefined : t.money.secondTax}
              value={picked[slot] ?? ''}
              // The second tax follows the first.
              disabled={slot > 0 && !picked[0]}
              onChange={(event) => choose(slot, event.target.value)}
              className="min-w-0 flex-1"
            >
              <option value="">{slot === 0 ? t.money.noTax : t.money.noSecondTax}</option>
              {offered(rates, picked)
                .filter((rate) => rate.id === picked[slot] || !picked.includes(rate.id))
                .map((rate) => (
                  <option key={rate.id} value={rate.id}>
                    {rateLabel(rate)}
                  </option>
                ))}
            </NativeSelect>
          ))}
        </div>
      )}
    </FormField>
  );
}

/** The document's own discount and taxes, the inclusive switch, the tax note and number. */
export function DocumentMoneyFields({
  rates,
  currency,
}: {
  rates: DocumentTaxRate[];
  currency: string;
}) {
  const { control, register, setValue } = useFormContext<LineItemsFormValues>();
  const picked = useWatch({ control, name: 'taxRateIds' }) ?? [];
  const toggle = (id: string, on: boolean) =>
    setValue('taxRateIds', on ? [...picked, id] : picked.filter((each) => each !== id), {
      shouldDirty: true,
    });
  const shown = offered(rates, picked);
  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
      <DiscountFields prefix="" label={t.money.documentDiscount} currency={currency} />
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t.money.documentTaxes}</legend>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.money.noRates}</p>
        ) : (
          shown.map((rate) => (
            <label key={rate.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={picked.includes(rate.id)}
                onChange={(event) => toggle(rate.id, event.target.checked)}
              />
              {rateLabel(rate)}
            </label>
          ))
        )}
      </fieldset>
      <label className="flex items-start gap-3 text-sm sm:col-span-2">
        <input
          type="checkbox"
          {...register('pricesIncludeTax')}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>
          <span className="font-medium">{t.money.pricesIncludeTax}</span>
          <span className="block text-muted-foreground">{t.money.pricesIncludeTaxHint}</span>
        </span>
      </label>
      <FormField label={t.money.clientTaxNumber} optional>
        {(fieldControl) => <Input {...fieldControl} {...register('clientTaxNumber')} />}
      </FormField>
      <FormField label={t.money.taxNote} optional hint={t.money.taxNoteHint}>
        {(fieldControl) => <Input {...fieldControl} {...register('taxNote')} maxLength={200} />}
      </FormField>
    </div>
  );
}
