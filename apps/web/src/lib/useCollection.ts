import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { SortDirection } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { withToasts } from '@/lib/with-toasts';

/** Rows per request; "Load more" asks for the next as many. */
export const COLLECTION_PAGE_SIZE = 20;

/** What a collection's screen filters by; `Sort` is the fields its query sorts on. */
export type CollectionFilters<Sort extends string> = {
  search: string;
  sortBy: Sort;
  sortDirection: SortDirection;
  includeArchived: boolean;
};

export function defaultCollectionFilters<Sort extends string>(
  sortBy: Sort,
): CollectionFilters<Sort> {
  return { search: '', sortBy, sortDirection: 'ASC', includeArchived: false };
}

type ListVariables<Sort extends string> = {
  first: number;
  after?: string | null;
  search?: string | null;
  sortBy: Sort;
  sortDirection: SortDirection;
  includeArchived: boolean;
};

type Connection<Node> = {
  nodes: Node[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
};

/**
 * A workspace's named, archivable things listed a page at a time (clients, catalogue items):
 * the typed documents and toasts that make the one list-and-CRUD hook pair one of them.
 */
export type CollectionConfig<Data, Node, Sort extends string, Input> = {
  list: TypedDocumentNode<Data, ListVariables<Sort>>;
  connection: (data: Data) => Connection<Node>;
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  setArchived: TypedDocumentNode<unknown, { id: string; archived: boolean }>;
  remove: TypedDocumentNode<unknown, { id: string }>;
  messages: {
    loadMoreFailed: string;
    saveFailed: string;
    created: string;
    updated: string;
    archived: string;
    restored: string;
    deleted: string;
  };
};

/** What a collection's screen shows: `items` is undefined until the first page answers. */
export type CollectionList<Node> = {
  items: Node[] | undefined;
  totalCount: number;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/** One page of the collection (and the next, on "Load more"), for the given filters. */
export function useCollection<Data, Node, Sort extends string, Input>(
  config: CollectionConfig<Data, Node, Sort, Input>,
  filters: CollectionFilters<Sort>,
): CollectionList<Node> {
  const variables = {
    first: COLLECTION_PAGE_SIZE,
    search: filters.search.trim() || null,
    sortBy: filters.sortBy,
    sortDirection: filters.sortDirection,
    includeArchived: filters.includeArchived,
  };
  const { data, previousData, error, fetchMore, networkStatus } = useQuery(config.list, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const connection = shown ? config.connection(shown) : undefined;
  return {
    items: connection?.nodes,
    totalCount: connection?.totalCount ?? 0,
    failed: Boolean(error && !connection),
    hasMore: Boolean(connection?.pageInfo.hasNextPage && connection.pageInfo.endCursor),
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (after) {
        fetchMore({ variables: { ...variables, after } }).catch(() =>
          notify.error(config.messages.loadMoreFailed),
        );
      }
    },
  };
}

/** Create, update, archive/restore, delete; each toasts its outcome and refreshes the lists. */
export function useCollectionActions<Data, Node, Sort extends string, Input>(
  config: CollectionConfig<Data, Node, Sort, Input>,
) {
  const { messages } = config;
  const refetch = { refetchQueries: [config.list], awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(config.create, refetch);
  const [updateMutation, { loading: updating }] = useMutation(config.update, refetch);
  const [archiveMutation] = useMutation(config.setArchived, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(config.remove, refetch);

  return {
    saving: creating || updating,
    deleting,
    save: (id: string | null, input: Input) =>
      id
        ? withToasts(
            () => updateMutation({ variables: { id, input } }),
            messages.updated,
            messages.saveFailed,
          )
        : withToasts(
            () => createMutation({ variables: { input } }),
            messages.created,
            messages.saveFailed,
          ),
    setArchived: (id: string, archived: boolean) =>
      withToasts(
        () => archiveMutation({ variables: { id, archived } }),
        archived ? messages.archived : messages.restored,
      ),
    remove: (id: string) =>
      withToasts(() => deleteMutation({ variables: { id } }), messages.deleted),
  };
}
