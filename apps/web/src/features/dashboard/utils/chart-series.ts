import { strings } from '@/strings';

const t = strings.dashboard.valueChart;

/** The chart's two series; the legend and table outside the (lazily loaded) chart share them. */
export const SERIES = [
  { key: 'proposalsValue', label: t.proposals, color: 'var(--chart-1)' },
  { key: 'invoicesAmount', label: t.invoices, color: 'var(--chart-2)' },
] as const;
