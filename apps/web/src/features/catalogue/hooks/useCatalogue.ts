import { useMutation, useQuery } from '@apollo/client/react';
import {
  CatalogueCurrencyDocument,
  CatalogueItemsDocument,
  CreateCatalogueItemDocument,
  DeleteCatalogueItemDocument,
  SetCatalogueItemArchivedDocument,
  UpdateCatalogueItemDocument,
  type CatalogueItemSortField,
  type SortDirection,
  type CatalogueItemInput,
  type CatalogueItemsQuery,
} from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.catalogue;

export type CatalogueItem = CatalogueItemsQuery['catalogueItems']['nodes'][number];

export const PAGE_SIZE = 20;

export type CatalogueFilters = {
  search: string;
  sortBy: CatalogueItemSortField;
  sortDirection: SortDirection;
  includeArchived: boolean;
};

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  sortBy: 'name',
  sortDirection: 'ASC',
  includeArchived: false,
};

/** One page of the catalogue (and the next, on "Load more"), for the given filters. */
export function useCatalogueItems(filters: CatalogueFilters) {
  const variables = {
    first: PAGE_SIZE,
    search: filters.search.trim() || null,
    sortBy: filters.sortBy,
    sortDirection: filters.sortDirection,
    includeArchived: filters.includeArchived,
  };
  const { data, previousData, error, fetchMore, networkStatus } = useQuery(CatalogueItemsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.catalogueItems;
  return {
    items: connection?.nodes,
    totalCount: connection?.totalCount ?? 0,
    failed: Boolean(error && !connection),
    hasMore: Boolean(connection?.pageInfo.hasNextPage && connection.pageInfo.endCursor),
    // NetworkStatus.fetchMore
    loadingMore: networkStatus === 3,
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (after) {
        fetchMore({ variables: { ...variables, after } }).catch(() =>
          notify.error(t.messages.loadMoreFailed),
        );
      }
    },
  };
}

/** Create, update, archive/restore, delete; each toasts its outcome and refreshes the lists. */
export function useCatalogueActions() {
  const refetch = { refetchQueries: [CatalogueItemsDocument], awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateCatalogueItemDocument, refetch);
  const [updateMutation, { loading: updating }] = useMutation(UpdateCatalogueItemDocument, refetch);
  const [archiveMutation] = useMutation(SetCatalogueItemArchivedDocument, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteCatalogueItemDocument, refetch);

  const attempt = async (run: () => Promise<unknown>, success: string, fallback: string) => {
    try {
      await run();
      notify.success(success);
      return true;
    } catch (failure) {
      notify.error(messageOr(failure, fallback));
      return false;
    }
  };

  return {
    saving: creating || updating,
    deleting,
    save: (id: string | null, input: CatalogueItemInput) =>
      id
        ? attempt(
            () => updateMutation({ variables: { id, input } }),
            t.messages.updated,
            t.messages.saveFailed,
          )
        : attempt(
            () => createMutation({ variables: { input } }),
            t.messages.created,
            t.messages.saveFailed,
          ),
    setArchived: (id: string, archived: boolean) =>
      attempt(
        () => archiveMutation({ variables: { id, archived } }),
        archived ? t.messages.archived : t.messages.restored,
        strings.common.somethingWentWrong,
      ),
    remove: (id: string) =>
      attempt(
        () => deleteMutation({ variables: { id } }),
        t.messages.deleted,
        strings.common.somethingWentWrong,
      ),
  };
}

/** The workspace's currency, which the catalogue's prices are in (undefined while loading). */
export function useCatalogueCurrency(): string | undefined {
  const { data } = useQuery(CatalogueCurrencyDocument);
  return data?.workspace.currency;
}
