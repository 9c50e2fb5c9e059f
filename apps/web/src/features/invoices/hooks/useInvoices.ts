import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { PAGE_SIZE, pagedList, type PagedList } from '@/features/documents/utils/paged-list';
import type { DocumentFilters } from '@/features/documents/hooks/useDocumentFilters';
import { InvoicesDocument, type InvoiceFieldsFragment } from '@/generated/graphql';

export type Invoice = InvoiceFieldsFragment;

/** The signed-in user's invoices, newest first, searched and filtered by the server. */
export function useInvoices(filters: DocumentFilters['variables']): PagedList<Invoice> {
  const { data, previousData, error, fetchMore, networkStatus } = useQuery(InvoicesDocument, {
    variables: { ...filters, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  return pagedList({
    connection: (data ?? previousData)?.invoices,
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    fetchMore: (after) => fetchMore({ variables: { after } }),
    fetchMoreFailed: DocumentMessages.invoice.fetchFailed,
  });
}
