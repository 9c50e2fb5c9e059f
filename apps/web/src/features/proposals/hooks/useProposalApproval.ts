import { useMutation, useQuery } from '@apollo/client/react';
import { canManageWorkspace } from '@dealdraft/domain';
import {
  ApprovalViewerDocument,
  ApproveProposalDocument,
  RequestProposalApprovalDocument,
  ReturnProposalDocument,
} from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.approvals;

/**
 * A proposal's approval: request it (anyone), approve or return it with a comment (owners and
 * admins). Each answer refreshes the proposals, whose rows show the state.
 */
export function useProposalApproval() {
  const { data } = useQuery(ApprovalViewerDocument);
  const refresh = refreshAfter('proposals', 'proposal');
  const [request, requesting] = useMutation(RequestProposalApprovalDocument, refresh);
  const [approve, approving] = useMutation(ApproveProposalDocument, refresh);
  const [send, returning] = useMutation(ReturnProposalDocument, refresh);

  const attempt = async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await run();
      notify.success(done);
      return true;
    } catch (failure) {
      notify.error(messageOr(failure, t.failed));
      return false;
    }
  };

  return {
    canDecide: data ? canManageWorkspace(data.workspace.role) : false,
    busy: requesting.loading || approving.loading || returning.loading,
    request: (proposalId: string) =>
      attempt(() => request({ variables: { proposalId } }), t.done.requested),
    approve: (proposalId: string) =>
      attempt(() => approve({ variables: { proposalId } }), t.done.approved),
    returnWithComment: (proposalId: string, comment: string) =>
      attempt(() => send({ variables: { proposalId, comment } }), t.done.returned),
  };
}
