import { useQuery } from '@apollo/client/react';
import {
  CatalogueCurrencyDocument,
  CatalogueItemsDocument,
  CreateCatalogueItemDocument,
  DeleteCatalogueItemDocument,
  SetCatalogueItemArchivedDocument,
  UpdateCatalogueItemDocument,
  type CatalogueItemInput,
  type CatalogueItemSortField,
  type CatalogueItemsQuery,
} from '@/generated/graphql';
import {
  useCollection,
  useCollectionActions,
  type CollectionConfig,
  type CollectionFilters,
} from '@/lib/useCollection';
import { strings } from '@/strings';

export type CatalogueItem = CatalogueItemsQuery['catalogueItems']['nodes'][number];

export type CatalogueFilters = CollectionFilters<CatalogueItemSortField>;

const catalogue = {
  list: CatalogueItemsDocument,
  connection: (data: CatalogueItemsQuery) => data.catalogueItems,
  create: CreateCatalogueItemDocument,
  update: UpdateCatalogueItemDocument,
  setArchived: SetCatalogueItemArchivedDocument,
  remove: DeleteCatalogueItemDocument,
  messages: strings.catalogue.messages,
} satisfies CollectionConfig<
  CatalogueItemsQuery,
  CatalogueItem,
  CatalogueItemSortField,
  CatalogueItemInput
>;

/** One page of the catalogue (and the next, on "Load more"), for the given filters. */
export function useCatalogueItems(filters: CatalogueFilters) {
  return useCollection(catalogue, filters);
}

/** Create, update, archive/restore, delete; each toasts its outcome and refreshes the lists. */
export function useCatalogueActions() {
  return useCollectionActions(catalogue);
}

/** The workspace's currency, which the catalogue's prices are in (undefined while loading). */
export function useCatalogueCurrency(): string | undefined {
  const { data } = useQuery(CatalogueCurrencyDocument);
  return data?.workspace.currency;
}
