import { useQuery } from '@apollo/client/react';
import { ClientSummaryDocument, type ClientSummaryQuery } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';

export type ClientSummary = ClientSummaryQuery['clientSummary'];

/** The client page's data: the client, totals, documents and activity, fresh on each visit. */
export function useClientSummary(id: string) {
  const { data, error, refetch } = useQuery(ClientSummaryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return {
    summary: data?.clientSummary,
    notFound: apiErrorOf(error)?.code === 'NOT_FOUND',
    failed: Boolean(error && !data),
    refetch: () => void refetch(),
  };
}
