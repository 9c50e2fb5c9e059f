import { notify } from '@/lib/toast';

/** Rows per request; "Load more" asks for the next as many. */
export const PAGE_SIZE = 50;

/** A `{ nodes, pageInfo }` page as the api's list queries answer it. */
export type Connection<T> = {
  nodes: T[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
};

/** What a proposals or invoices list shows. */
export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; hasMore: boolean; loadingMore: boolean; loadMore: () => void };

type PagedQuery<T> = {
  /** The current page(s), or the previous variables' while new ones load (no flash of a spinner). */
  connection: Connection<T> | undefined;
  error: unknown;
  loadingMore: boolean;
  fetchMore: (after: string) => Promise<unknown>;
  /** Toasted when "Load more" fails; the pages already shown stay. */
  fetchMoreFailed: string;
};

export function pagedList<T>({
  connection,
  error,
  loadingMore,
  fetchMore,
  fetchMoreFailed,
}: PagedQuery<T>): PagedList<T> {
  if (error) return { status: 'error' };
  if (!connection) return { status: 'loading' };
  const { endCursor, hasNextPage } = connection.pageInfo;
  return {
    status: 'ready',
    items: connection.nodes,
    hasMore: hasNextPage && !!endCursor,
    loadingMore,
    loadMore: () => {
      if (endCursor) fetchMore(endCursor).catch(() => notify.error(fetchMoreFailed));
    },
  };
}
