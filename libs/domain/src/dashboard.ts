/** The dashboard overview (spec §2, §3 Stats, §9). */

/** Spec §9: the stat cards count up over 2.5 seconds. */
export const COUNT_UP_DURATION_MS = 2500;

/** The chart's window: this month and the eleven before it. */
export const STATS_MONTHS = 12;

/** How many of the newest proposals and invoices the overview lists. */
export const RECENT_DOCUMENTS_LIMIT = 5;

export const StatsMessages = {
  fetched: 'Stats fetched successfully',
} as const;

/** The four stat cards, word for word (the spec's), and the page's other words (ours). */
export const DashboardCopy = {
  totalProposals: 'Total Proposals',
  totalInvoices: 'Total Invoices',
  emailsSent: 'Emails Sent',
  totalValue: 'Total Value',
  subtitle: "Here's how your proposals and invoices are doing.",
  loadFailed: 'Failed to load dashboard',
} as const;

/** "Plan: <plan>" on the Total Value card; no plan reads as Free (spec §2). */
export function statsPlanName(plan: string | null | undefined): string {
  const id = plan?.trim().toLowerCase();
  if (!id || id === 'none') return 'Free';
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** "2026-03" for March 2026, in UTC (the api groups by the UTC month a record was created). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The STATS_MONTHS month keys ending with the month of `now`, oldest first. */
export function lastMonthKeys(now = new Date(), count = STATS_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))),
  );
}
