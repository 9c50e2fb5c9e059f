import { useQuery } from '@apollo/client/react';
import { ClientInvoicesDocument, ClientProposalsDocument } from '@/generated/graphql';
import { notify } from '@/lib/toast';
import { ClientCopy } from '../utils/client-copy';

const PAGE_SIZE = 10;

/** A proposal or an invoice as the client page lists it. */
export type ClientDocumentRow = {
  id: string;
  number: string;
  /** The proposal's title; an invoice has none. */
  title: string | null;
  status: string;
  total: number;
  date: string;
  dueDate: string | null;
};

type Page = {
  rows: ClientDocumentRow[] | undefined;
  totalCount: number;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/** Every proposal of the client, newest first, a page at a time. */
export function useClientProposals(clientId: string): Page {
  const { data, error, fetchMore, networkStatus } = useQuery(ClientProposalsDocument, {
    variables: { clientId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.proposals;
  return paged(connection, error, networkStatus, (after) => fetchMore({ variables: { after } }))(
    connection?.nodes.map((p) => ({
      id: p.id,
      number: p.proposalNumber,
      title: p.proposalTitle,
      status: p.status,
      total: p.value,
      date: p.proposalDate,
      dueDate: null,
    })),
  );
}

/** Every invoice of the client, newest first, a page at a time. */
export function useClientInvoices(clientId: string): Page {
  const { data, error, fetchMore, networkStatus } = useQuery(ClientInvoicesDocument, {
    variables: { clientId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.invoices;
  return paged(connection, error, networkStatus, (after) => fetchMore({ variables: { after } }))(
    connection?.nodes.map((i) => ({
      id: i.id,
      number: i.invoiceNumber,
      title: null,
      status: i.status,
      total: i.amount,
      date: i.invoiceDate,
      dueDate: i.dueDate ?? null,
    })),
  );
}

function paged(
  connection:
    | { totalCount: number; pageInfo: { endCursor?: string | null; hasNextPage: boolean } }
    | undefined,
  error: unknown,
  networkStatus: number,
  more: (after: string) => Promise<unknown>,
) {
  return (rows: ClientDocumentRow[] | undefined): Page => ({
    rows,
    totalCount: connection?.totalCount ?? 0,
    failed: Boolean(error && !connection),
    hasMore: Boolean(connection?.pageInfo.hasNextPage && connection.pageInfo.endCursor),
    // NetworkStatus.fetchMore
    loadingMore: networkStatus === 3,
    loadMore: () => {
      const after = connection?.pageInfo.endCursor;
      if (after) more(after).catch(() => notify.error(ClientCopy.loadMoreFailed));
    },
  });
}
