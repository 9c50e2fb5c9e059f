/** The chart's two series; the legend and table outside the (lazily loaded) chart share them. */
export const SERIES = [
  { key: 'proposalsValue', label: 'Proposals', color: 'var(--chart-1)' },
  { key: 'invoicesAmount', label: 'Invoices', color: 'var(--chart-2)' },
] as const;
