import { lazy, Suspense } from 'react';
import { Card, CardDescription, CardHeader } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { SERIES } from '../utils/chart-series';
import { formatAmount, longMonth } from '../utils/stats-format';

const t = strings.dashboard.valueChart;

// Recharts loads after the cards have painted, and only on the dashboard.
const ValueChart = lazy(() => import('./ValueChart'));

/** Value per month over the last 12 months, in the workspace's currency. */
export function ValueCard({ data, currency }: { data: Stats['valueByMonth']; currency: string }) {
  return (
    <Card className="gap-4 lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 id="value-chart-title" className="leading-none font-semibold">
            {t.title}
          </h2>
          <CardDescription>{t.description(currency)}</CardDescription>
        </div>
        <ul className="flex items-center gap-4 text-sm text-muted-foreground" aria-hidden>
          {SERIES.map((series) => (
            <li key={series.key} className="flex items-center gap-2">
              <span className="size-2.5 rounded-sm" style={{ background: series.color }} />
              {series.label}
            </li>
          ))}
        </ul>
      </CardHeader>
      {/* The chart is keyboard operable (arrow keys move its tooltip); the table below says the
          same to screen readers. */}
      <div
        className="h-64 px-3 sm:h-72 sm:px-4 [&_.recharts-surface]:rounded-md [&_.recharts-surface]:outline-none [&_.recharts-surface:focus-visible]:ring-[3px] [&_.recharts-surface:focus-visible]:ring-ring"
        data-testid="value-chart"
      >
        <Suspense
          fallback={
            <div className="grid h-full place-items-center">
              <Spinner label={t.loading} />
            </div>
          }
        >
          <ValueChart data={data} currency={currency} />
        </Suspense>
      </div>
      <table className="sr-only" aria-labelledby="value-chart-title">
        <thead>
          <tr>
            <th scope="col">{t.month}</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((month) => (
            <tr key={month.month}>
              <th scope="row">{longMonth(month.month)}</th>
              <td>{formatAmount(month.proposalsValue, currency)}</td>
              <td>{formatAmount(month.invoicesAmount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
