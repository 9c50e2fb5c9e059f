import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChangeMemberRoleDocument,
  InvitationsDocument,
  LeaveWorkspaceDocument,
  MembersDocument,
  RemoveMemberDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
  TransferOwnershipDocument,
  WorkspaceDocument,
  type InvitationsQuery,
  type MembersQuery,
} from '@/generated/graphql';
import { withToasts } from '@/lib/with-toasts';
import { strings } from '@/strings';
import { useStartWorkspaceSession } from './useStartWorkspaceSession';

export type Member = MembersQuery['members'][number];
export type PendingInvitation = InvitationsQuery['invitations'][number];

const t = strings.workspace.toasts;

/** The team of the active workspace: members, pending invitations and what may change them. */
export function useMembers({ canManage }: { canManage: boolean }) {
  const members = useQuery(MembersDocument);
  // Pending invitations are for owners and admins only; a member's request would be refused.
  const invitations = useQuery(InvitationsDocument, { skip: !canManage });
  const refetch = {
    refetchQueries: [MembersDocument, WorkspaceDocument],
    awaitRefetchQueries: true,
  };
  const refetchInvitations = {
    refetchQueries: [InvitationsDocument, WorkspaceDocument],
    awaitRefetchQueries: true,
  };
  // A Member has no id field for the cache to merge by: the list is asked again.
  const [changeRole] = useMutation(ChangeMemberRoleDocument, refetch);
  const [leave] = useMutation(LeaveWorkspaceDocument);
  const startWorkspaceSession = useStartWorkspaceSession();
  const [remove] = useMutation(RemoveMemberDocument, refetch);
  const [transfer] = useMutation(TransferOwnershipDocument, refetch);
  const [resend] = useMutation(ResendInvitationDocument);
  const [revoke] = useMutation(RevokeInvitationDocument, refetchInvitations);

  return {
    members: members.data?.members,
    membersLoading: members.loading && !members.data,
    membersFailed: Boolean(members.error && !members.data),
    invitations: invitations.data?.invitations ?? [],
    changeRole: (userId: string, role: string) =>
      withToasts(() => changeRole({ variables: { userId, role } }), t.roleChanged),
    remove: (userId: string) => withToasts(() => remove({ variables: { userId } }), t.removed),
    transfer: (userId: string) =>
      withToasts(() => transfer({ variables: { userId } }), t.transferred),
    resend: (id: string) => withToasts(() => resend({ variables: { id } }), t.resent),
    revoke: (id: string) => withToasts(() => revoke({ variables: { id } }), t.revoked),
    /** Leaves the active workspace; the api answers a token for another one, opened at once. */
    leave: () =>
      withToasts(async () => {
        const { data } = await leave();
        if (!data) throw new Error('leaveWorkspace returned no data');
        await startWorkspaceSession(data.leaveWorkspace);
      }, t.left),
  };
}
