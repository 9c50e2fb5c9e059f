import { formatUsd } from '@dealdraft/domain';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "1,204": counts in US format, whole while counting up. */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}

/** "$1,204.50", to the cent while counting up. */
export function formatDollars(value: number): string {
  return formatUsd(Math.round(value * 100) / 100);
}

/** "$12.5K": the chart's axis. */
export function formatCompactUsd(value: number): string {
  return compactUsd.format(value);
}

/** The Total Value card: proposals plus invoices, added in cents so no float drift shows. */
export function totalValue(stats: { proposalsTotalValue: number; invoicesTotalAmount: number }) {
  return (
    (Math.round(stats.proposalsTotalValue * 100) + Math.round(stats.invoicesTotalAmount * 100)) /
    100
  );
}

function monthDate(month: string): Date {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1, 1));
}

/** "Mar" from "2026-03", in the browser's locale (the api's months are UTC). */
export function shortMonth(month: string): string {
  return monthDate(month).toLocaleDateString(undefined, { month: 'short', timeZone: 'UTC' });
}

/** "March 2026" from "2026-03". */
export function longMonth(month: string): string {
  return monthDate(month).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
