import { useQuery } from '@apollo/client/react';
import { ErrorCode } from '@dealdraft/domain';
import { ClientDocumentDocument, type ClientDocumentFieldsFragment } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';

export type ClientDocument = ClientDocumentFieldsFragment;

/** The client's page: loaded once per visit (each load is a view the owner sees). */
export function useClientDocument(token: string) {
  const { data, loading, error } = useQuery(ClientDocumentDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-only',
  });
  const apiError = error ? apiErrorOf(error) : null;
  return {
    document: data?.clientDocument ?? null,
    loading,
    notFound: apiError?.code === ErrorCode.NotFound,
    error: error && apiError?.code !== ErrorCode.NotFound ? (apiError?.message ?? null) : null,
    failed: Boolean(error),
  };
}
