import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { useState } from 'react';
import { withToasts, type MutationResult } from '@/components/documents/mutation-toasts';
import { DuplicateProposalDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.proposal;

/**
 * A new draft copy of a proposal (how an answered one is changed). It is a create: the lists
 * and the profile, whose counters it uses up, are refreshed.
 */
export function useDuplicateProposal(): {
  duplicate: (proposal: { id: string }) => Promise<MutationResult>;
  busyId: string | null;
} {
  const [mutate] = useMutation(DuplicateProposalDocument, refreshAfter('proposals', 'profile'));
  const [busyId, setBusyId] = useState<string | null>(null);
  const duplicate = async ({ id }: { id: string }) => {
    setBusyId(id);
    try {
      return await withToasts(() => mutate({ variables: { id } }), {
        success: M.duplicated,
        failure: M.duplicateFailed,
      });
    } finally {
      setBusyId(null);
    }
  };
  return { duplicate, busyId };
}
