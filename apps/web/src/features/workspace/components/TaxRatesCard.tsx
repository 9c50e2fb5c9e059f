import {
  defaultTaxCategory,
  percentToThousandths,
  taxCategoryError,
  taxCategoryNeedsReason,
  TaxRateMessages,
  type TaxCategory,
} from '@dealdraft/domain';
import { ArchiveIcon, ArchiveRestoreIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { TAX_CATEGORY_CHOICES } from '@/lib/document-choices';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { TAX_RATES_ANCHOR } from '@/features/documents/utils/e-invoice-fixes';
import { useTaxRates } from '../hooks/useTaxRates';

const t = strings.workspace.taxRates;

type RateField = 'name' | 'percent' | 'category' | 'exemptionReason';
const e = strings.eInvoice;
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * /workspace: the tax rates documents can charge ("VAT 20%", "QST 9.975%"). Anyone sees them;
 * owners and admins add, archive and delete them.
 */
export function TaxRatesCard({ editable }: { editable: boolean }) {
  const { rates, failed, creating, create, setArchived, remove } = useTaxRates();
  const [name, setName] = useState('');
  const [percent, setPercent] = useState('');
  // Until one is picked, the category follows the percent: standard above 0%, zero rated at 0%.
  const [pickedCategory, setPickedCategory] = useState<TaxCategory | null>(null);
  const [exemptionReason, setExemptionReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<RateField, string>>>({});
  const thousandths = percentToThousandths(Number(percent.trim()));
  const category = pickedCategory ?? defaultTaxCategory(Number(thousandths ?? 1));
  const needsReason = taxCategoryNeedsReason(category);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(percent.trim());
    const reason = needsReason ? exemptionReason.trim() : '';
    const next: Partial<Record<RateField, string>> = {
      name: name.trim() ? undefined : strings.workspace.nameRequired,
      percent: percent.trim() && thousandths !== null ? undefined : TaxRateMessages.percent,
    };
    if (!next.percent) {
      const refusal = taxCategoryError({
        category,
        rateThousandths: Number(thousandths),
        exemptionReason: reason,
      });
      if (refusal) next[refusal.field] = refusal.message;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const result = await create({
      name: name.trim(),
      percent: value,
      ...(pickedCategory ? { category } : {}),
      ...(reason ? { exemptionReason: reason } : {}),
    });
    if (result.ok) {
      setName('');
      setPercent('');
      setPickedCategory(null);
      setExemptionReason('');
    } else {
      const named = Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.messages[0]]));
      setErrors({
        name: named.name,
        percent: named.percent,
        category: named.category,
        exemptionReason: named.exemptionReason,
      });
    }
  };

  return (
    // A link to fix an e-invoice's tax rate lands here (/workspace#tax-rates).
    <Card id={TAX_RATES_ANCHOR} tabIndex={-1} className="scroll-mt-20 outline-none">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {failed ? (
          <p className="text-sm text-destructive">{t.loadFailed}</p>
        ) : !rates ? (
          <Spinner label={t.loading} className="size-5" />
        ) : rates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.empty}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t.listLabel}>
            {rates.map((rate) => (
              <li key={rate.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">{rate.name}</span>{' '}
                  <span className="tabular-nums text-muted-foreground">
                    {percentFormat.format(rate.percent)}%
                  </span>{' '}
                  <span className="text-muted-foreground">
                    · {e.categories[rate.category as TaxCategory] ?? rate.category}
                  </span>
                  {rate.exemptionReason && (
                    <span className="block text-xs text-muted-foreground">
                      {rate.exemptionReason}
                    </span>
                  )}
                </span>
                {rate.archived && <Badge variant="secondary">{strings.common.archived}</Badge>}
                {editable && (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={
                        rate.archived ? t.restoreLabel(rate.name) : t.archiveLabel(rate.name)
                      }
                      onClick={() => void setArchived(rate.id, !rate.archived)}
                    >
                      {rate.archived ? (
                        <ArchiveRestoreIcon aria-hidden />
                      ) : (
                        <ArchiveIcon aria-hidden />
                      )}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 hover:bg-destructive/10 hover:text-destructive"
                      aria-label={t.deleteLabel(rate.name)}
                      onClick={() => void remove(rate.id)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {editable && (
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-3 sm:grid-cols-[1fr_7rem_12rem_auto] sm:items-start"
          >
            <FormField label={t.nameLabel} error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={t.namePlaceholder}
                />
              )}
            </FormField>
            <FormField label={t.percentLabel} error={errors.percent}>
              {(control) => (
                <Input
                  {...control}
                  value={percent}
                  inputMode="decimal"
                  onChange={(event) => setPercent(event.target.value)}
                  placeholder={t.percentPlaceholder}
                />
              )}
            </FormField>
            <FormField label={e.categoryLabel} error={errors.category}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={category}
                  onChange={(event) => setPickedCategory(event.target.value as TaxCategory)}
                  choices={TAX_CATEGORY_CHOICES}
                />
              )}
            </FormField>
            <Button type="submit" disabled={creating} className="sm:mt-7">
              {creating ? (
                <Spinner label={t.adding} className="size-4" />
              ) : (
                <PlusIcon aria-hidden />
              )}
              {t.add}
            </Button>
            {needsReason && (
              <FormField
                label={e.exemptionReasonLabel}
                error={errors.exemptionReason}
                hint={e.exemptionReasonHint}
                className="sm:col-span-3"
              >
                {(control) => (
                  <Input
                    {...control}
                    value={exemptionReason}
                    onChange={(event) => setExemptionReason(event.target.value)}
                    placeholder={e.exemptionReasonPlaceholder}
                  />
                )}
              </FormField>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
