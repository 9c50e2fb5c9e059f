import { AGING_BUCKETS, type AgingBucket } from '@dealdraft/domain';

/** The status filter's URL parameter: `/invoices?status=overdue` opens the list filtered. */
export const STATUS_PARAM = 'status';

/**
 * The filters a link can set on a list beside its status (the dashboard's receivables link to
 * the invoices behind each figure). They have no control of their own on the list: it shows
 * each as a chip that clears it.
 */
export const LINK_FILTERS = ['aging', 'currency', 'unpaid'] as const;
export type LinkFilter = (typeof LINK_FILTERS)[number];

export type ListLinkFilters = {
  status?: string;
  aging?: AgingBucket;
  currency?: string;
  unpaid?: boolean;
};

/** "/invoices?unpaid=1&currency=EUR": a list opened with these filters on. */
export function listLink(path: string, filters: ListLinkFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set(STATUS_PARAM, filters.status);
  if (filters.aging) params.set('aging', filters.aging);
  if (filters.currency) params.set('currency', filters.currency);
  if (filters.unpaid) params.set('unpaid', '1');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A link filter's value as the URL gives it, or undefined when it is not one the api takes. */
export function linkFilterValue(filter: LinkFilter, raw: string | null): string | undefined {
  if (raw === null) return undefined;
  switch (filter) {
    case 'aging':
      return (AGING_BUCKETS as readonly string[]).includes(raw) ? raw : undefined;
    case 'currency':
      return /^[A-Za-z]{3}$/.test(raw) ? raw.toUpperCase() : undefined;
    case 'unpaid':
      return raw === '1' || raw === 'true' ? '1' : undefined;
  }
}
