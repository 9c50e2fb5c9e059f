import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { CreateProposalDocument, type ProposalInput } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.proposal;

/** Spec §4: creating refreshes the lists and the profile, whose counters it uses up. */
export function useCreateProposal(): (input: ProposalInput) => Promise<MutationResult> {
  const [createProposal] = useMutation(
    CreateProposalDocument,
    refreshAfter('proposals', 'profile'),
  );
  return (input) =>
    withToasts(() => createProposal({ variables: { input } }), {
      success: M.created,
      failure: M.createFailed,
    });
}
