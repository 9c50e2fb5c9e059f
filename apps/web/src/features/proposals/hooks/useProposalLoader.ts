import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ProposalDocument } from '@/generated/graphql';
import type { Proposal } from './useProposals';

/** Loads one proposal by id (undefined when it is gone or not the user's), for a link's edit form. */
export function useProposalLoader(): (id: string) => Promise<Proposal | undefined> {
  const client = useApolloClient();
  return useCallback(
    async (id: string) => {
      const { data } = await client.query({
        query: ProposalDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.proposal;
    },
    [client],
  );
}
