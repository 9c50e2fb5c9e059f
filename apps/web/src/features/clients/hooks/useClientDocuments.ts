import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { pagedList, type PagedList } from '@/features/documents/utils/paged-list';
import { ClientInvoicesDocument, ClientProposalsDocument } from '@/generated/graphql';
import { strings } from '@/strings';

const t = strings.clients;

/** A client page shows a few of each; "Show more" pages on. */
const PAGE_SIZE = 10;

/** A proposal or an invoice as the client page lists it. */
export type ClientDocumentRow = {
  id: string;
  number: string;
  /** The proposal's title; an invoice has none. */
  title: string | null;
  status: string;
  /** In `currency`. */
  total: number;
  currency: string;
  date: string;
  dueDate: string | null;
};

/** Every proposal of the client, newest first, a page at a time. */
export function useClientProposals(clientId: string): PagedList<ClientDocumentRow> {
  const { data, error, fetchMore, networkStatus } = useQuery(ClientProposalsDocument, {
    variables: { clientId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.proposals;
  return pagedList({
    connection: connection && {
      ...connection,
      nodes: connection.nodes.map((p) => ({
        id: p.id,
        number: p.proposalNumber,
        title: p.proposalTitle,
        status: p.status,
        total: p.value,
        currency: p.currency,
        date: p.proposalDate,
        dueDate: null,
      })),
    },
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    fetchMore: (after) => fetchMore({ variables: { after } }),
    fetchMoreFailed: t.messages.loadMoreFailed,
  });
}

/** Every invoice of the client, newest first, a page at a time. */
export function useClientInvoices(clientId: string): PagedList<ClientDocumentRow> {
  const { data, error, fetchMore, networkStatus } = useQuery(ClientInvoicesDocument, {
    variables: { clientId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.invoices;
  return pagedList({
    connection: connection && {
      ...connection,
      nodes: connection.nodes.map((i) => ({
        id: i.id,
        number: i.invoiceNumber,
        title: null,
        status: i.status,
        total: i.amount,
        currency: i.currency,
        date: i.invoiceDate,
        dueDate: i.dueDate ?? null,
      })),
    },
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    fetchMore: (after) => fetchMore({ variables: { after } }),
    fetchMoreFailed: t.messages.loadMoreFailed,
  });
}
