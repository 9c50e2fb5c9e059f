import { formatMinor, formatPercent, type DocumentTotals } from '@dealdraft/domain';
import { strings } from '@/strings';

const t = strings.documents;

/** Subtotal, discounts, each tax with its base, and the total, in the document's currency. */
export function TotalsSummary({
  totals,
  currency,
  pricesIncludeTax,
}: {
  totals: DocumentTotals;
  currency: string;
  pricesIncludeTax: boolean;
}) {
  const money = (minor: bigint) => formatMinor(minor, currency);
  const detailed = totals.discount > 0n || totals.taxes.length > 0;
  return (
    <dl className="grid w-full max-w-sm gap-1 text-sm sm:ml-auto">
      {detailed && (
        <>
          <Row label={t.totals.subtotal} value={money(totals.subtotal)} />
          {totals.discount > 0n && (
            <Row label={t.totals.discount} value={`−${money(totals.discount)}`} />
          )}
          {totals.taxes.map((tax) => (
            <Row
              key={tax.id}
              label={t.totals.taxOn(
                tax.name,
                formatPercent(Number(tax.rate) / 1000),
                money(tax.base),
              )}
              value={money(tax.tax)}
            />
          ))}
        </>
      )}
      <div className="flex items-baseline justify-between gap-3 border-t pt-2">
        <dt className="text-muted-foreground">{strings.common.total}</dt>
        <dd>
          <output aria-label={strings.common.total} className="text-lg font-semibold tabular-nums">
            {money(totals.total)}
          </output>
        </dd>
      </div>
      {pricesIncludeTax && totals.taxes.length > 0 && (
        <p className="text-right text-xs text-muted-foreground">{t.money.pricesIncludeTax}</p>
      )}
    </dl>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="min-w-0 text-muted-foreground">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}
