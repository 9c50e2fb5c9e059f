import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { UpdateProposalDocument, type ProposalInput } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.proposal;

/** A full update; the lists refetch, since a new status or title may move it in or out. */
export function useUpdateProposal(): (id: string, input: ProposalInput) => Promise<MutationResult> {
  const [updateProposal] = useMutation(UpdateProposalDocument, refreshAfter('proposals'));
  return (id, input) =>
    withToasts(() => updateProposal({ variables: { id, input } }), {
      success: M.updated,
      failure: M.updateFailed,
    });
}
