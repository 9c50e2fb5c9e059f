import { listLink, type ListLinkFilters } from '@/features/documents/utils/list-links';

/** The invoices list filtered to what a receivables figure counts. */
export const invoicesLink = (filters: ListLinkFilters) => listLink('/invoices', filters);

/** A figure or aging tile that links to its invoices: the whole box is the target. */
export const FIGURE_LINK =
  'group rounded-lg outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring';
