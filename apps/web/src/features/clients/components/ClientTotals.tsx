import { formatMoney } from '@dealdraft/domain';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { ClientSummary } from '../hooks/useClientSummary';

const t = strings.clients;

type Totals = ClientSummary['totals'];

const TOTALS: {
  key: keyof Omit<Totals, '__typename' | 'currency'>;
  label: string;
  hint: string;
}[] = [
  { key: 'proposed', ...t.page.totals.proposed },
  { key: 'accepted', ...t.page.totals.accepted },
  { key: 'invoiced', ...t.page.totals.invoiced },
  { key: 'paid', ...t.page.totals.paid },
  { key: 'outstanding', ...t.page.totals.outstanding },
  { key: 'overdue', ...t.page.totals.overdue },
];

/** The client's totals in its main currency, and a line per other currency. */
export function ClientTotals({ summary }: { summary: ClientSummary }) {
  return (
    <>
      <section
        aria-label={t.page.totals.label}
        className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      >
        {TOTALS.map(({ key, label, hint }) => (
          <Card key={key} className="gap-1 px-4 py-3">
            <p className="text-sm text-muted-foreground">{label}</p>
            <p
              data-testid={`total-${key}`}
              className={cn(
                'text-lg font-semibold tabular-nums',
                key === 'overdue' && summary.totals.overdue > 0 && 'text-destructive',
              )}
            >
              {formatMoney(summary.totals[key], summary.totals.currency)}
            </p>
            <p className="text-xs text-muted-foreground">{hint}</p>
          </Card>
        ))}
      </section>
      {/* Sums are never converted: documents in another currency are totalled apart. */}
      {summary.otherTotals.length > 0 && (
        <section
          aria-label={t.page.otherCurrenciesLabel}
          className="-mt-3 mb-6 text-sm text-muted-foreground"
        >
          {summary.otherTotals.map((other) => (
            <p key={other.currency}>
              {t.page.otherCurrency(
                other.currency,
                formatMoney(other.proposed, other.currency),
                formatMoney(other.invoiced, other.currency),
                formatMoney(other.outstanding, other.currency),
              )}
            </p>
          ))}
        </section>
      )}
    </>
  );
}
