import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { PAGE_SIZE, pagedList, type PagedList } from '@/features/documents/utils/paged-list';
import type { DocumentFilters } from '@/features/documents/hooks/useDocumentFilters';
import { ProposalsDocument, type ProposalFieldsFragment } from '@/generated/graphql';

export type Proposal = ProposalFieldsFragment;

/** The signed-in user's proposals, newest first, searched and filtered by the server. */
export function useProposals(filters: DocumentFilters['variables']): PagedList<Proposal> {
  const { data, previousData, error, fetchMore, networkStatus } = useQuery(ProposalsDocument, {
    variables: { ...filters, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  return pagedList({
    connection: (data ?? previousData)?.proposals,
    error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    fetchMore: (after) => fetchMore({ variables: { after } }),
    fetchMoreFailed: DocumentMessages.proposal.fetchFailed,
  });
}
