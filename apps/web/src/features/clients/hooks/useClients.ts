import {
  ClientsDocument,
  CreateClientDocument,
  DeleteClientDocument,
  SetClientArchivedDocument,
  UpdateClientDocument,
  type ClientInput,
  type ClientSortField,
  type ClientsQuery,
} from '@/generated/graphql';
import {
  useCollection,
  useCollectionActions,
  type CollectionConfig,
  type CollectionFilters,
} from '@/lib/useCollection';
import { strings } from '@/strings';

export type Client = ClientsQuery['clients']['nodes'][number];

export type ClientFilters = CollectionFilters<ClientSortField>;

const clients = {
  list: ClientsDocument,
  connection: (data: ClientsQuery) => data.clients,
  create: CreateClientDocument,
  update: UpdateClientDocument,
  setArchived: SetClientArchivedDocument,
  remove: DeleteClientDocument,
  messages: strings.clients.messages,
} satisfies CollectionConfig<ClientsQuery, Client, ClientSortField, ClientInput>;

/** One page of the clients (and the next, on "Load more"), for the given filters. */
export function useClients(filters: ClientFilters) {
  return useCollection(clients, filters);
}

/** Create, update, archive/restore, delete; each toasts its outcome and refreshes the lists. */
export function useClientActions() {
  return useCollectionActions(clients);
}
