import { currencyMinorUnits, formatMoney } from '@dealdraft/domain';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,204": counts in US format, whole while counting up. */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}

/** "$1,204.50" (or "¥1,204"), to the currency's smallest unit while counting up. */
export function formatAmount(value: number, currency = 'USD'): string {
  const scale = 10 ** currencyMinorUnits(currency);
  return formatMoney(Math.round(value * scale) / scale, currency);
}

/** "$12.5K": the chart's axis. */
export function formatCompact(value: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The Total Value card: proposals plus invoices in one currency, added in its minor units so no
 * float drift shows.
 */
export function totalValue(
  stats: { proposalsTotalValue: number; invoicesTotalAmount: number },
  currency = 'USD',
) {
  const scale = 10 ** currencyMinorUnits(currency);
  return (
    (Math.round(stats.proposalsTotalValue * scale) +
      Math.round(stats.invoicesTotalAmount * scale)) /
    scale
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
