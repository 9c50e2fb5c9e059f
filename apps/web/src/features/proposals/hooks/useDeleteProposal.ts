import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { DeleteProposalDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.proposal;

export function useDeleteProposal(): {
  deleteProposal: (id: string) => Promise<MutationResult>;
  deleting: boolean;
} {
  const [mutate, { loading }] = useMutation(DeleteProposalDocument, refreshAfter('proposals'));
  const deleteProposal = (id: string) =>
    withToasts(() => mutate({ variables: { id } }), {
      success: M.deleted,
      failure: M.deleteFailed,
    });
  return { deleteProposal, deleting: loading };
}
