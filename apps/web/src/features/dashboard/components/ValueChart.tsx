import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { usePrefersReducedMotion } from '@/lib/usePrefersReducedMotion';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { SERIES } from '../utils/chart-series';
import { formatAmount, formatCompact, longMonth, shortMonth } from '../utils/stats-format';

type ValueChartProps = { data: Stats['valueByMonth']; currency: string };

/**
 * Proposal value and invoice amount per month, as grouped bars. Recharts is the heaviest thing
 * on the dashboard, so this module is its own chunk (see DashboardOverview).
 */
export default function ValueChart({ data, currency }: ValueChartProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        barGap={2}
        barCategoryGap="24%"
        title={strings.dashboard.valueChart.chartTitle}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="month"
          tickFormatter={shortMonth}
          tickLine={false}
          axisLine={false}
          tickMargin={8}
          interval="preserveStartEnd"
          minTickGap={8}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <YAxis
          tickFormatter={(value: number) => formatCompact(value, currency)}
          tickLine={false}
          axisLine={false}
          width={56}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
          content={(props) => <ChartTooltip {...props} currency={currency} />}
        />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={series.color}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={!reducedMotion}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

function ChartTooltip({
  active,
  payload,
  label,
  currency,
}: TooltipContentProps & { currency: string }) {
  if (!active || !payload?.length) return null;
  return (
    <div className="min-w-44 rounded-lg border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="mb-1.5 font-medium">{longMonth(String(label))}</p>
      <ul className="flex flex-col gap-1">
        {payload.map((entry) => (
          <li key={String(entry.dataKey)} className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-2 text-muted-foreground">
              <span
                aria-hidden
                className="size-2.5 rounded-sm"
                style={{ background: String(entry.color) }}
              />
              {entry.name}
            </span>
            <span className="font-medium tabular-nums">
              {formatAmount(Number(entry.value), currency)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
