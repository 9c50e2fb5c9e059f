import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { AcceptInvitationDocument, InvitationPreviewDocument } from '@/generated/graphql';
import { apiErrorOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useStartWorkspaceSession, type WorkspaceAuthPayload } from './useStartWorkspaceSession';

/** The public preview of an invitation link; an expired or used one answers the api's message. */
export function useInvitationPreview(token: string) {
  const { data, loading, error } = useQuery(InvitationPreviewDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  return {
    preview: data?.invitation,
    loading: loading && !data,
    error: error ? (apiErrorOf(error)?.message ?? strings.common.somethingWentWrong) : null,
  };
}

/**
 * The address an invitation was sent to, for the sign-up and sign-in forms opened from its link:
 * the account that accepts must have it, so the person need not type it again.
 */
export function useInvitedEmail(token: string | null): string | undefined {
  const { data } = useQuery(InvitationPreviewDocument, {
    variables: { token: token ?? '' },
    skip: !token,
  });
  return data?.invitation.email;
}

/** "Join <workspace>" for a signed-in visitor: accept, take the new token, open the dashboard. */
export function useAcceptInvitation(token: string) {
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);
  const startWorkspaceSession = useStartWorkspaceSession('clear');
  const join = async (workspaceName: string) => {
    try {
      const { data } = await accept({ variables: { token } });
      if (!data) throw new Error('acceptInvitation returned no data');
      await startWorkspaceSession(data.acceptInvitation);
      notify.success(strings.workspace.toasts.joined(workspaceName));
    } catch (error) {
      notify.error(messageOr(error, strings.common.somethingWentWrong));
    }
  };
  return { join, joining: loading };
}

/**
 * After sign-in or sign-up from an invitation link (`?invitation=<token>`): accepts it with the
 * fresh token before the session starts, so the person lands in the workspace they were invited
 * to. A refused invitation (expired, used) says why and keeps the session it was given.
 */
export function useAcceptInvitationAfterAuth(
  invitationToken: string | null,
): ((payload: WorkspaceAuthPayload) => Promise<WorkspaceAuthPayload>) | undefined {
  const [accept] = useMutation(AcceptInvitationDocument);
  const afterAuth = useCallback(
    async (payload: WorkspaceAuthPayload): Promise<WorkspaceAuthPayload> => {
      if (!invitationToken) return payload;
      try {
        const { data } = await accept({
          variables: { token: invitationToken },
          // Not signed in yet as far as the app knows: the new token goes on this request only.
          context: { headers: { authorization: `Bearer ${payload.token}` } },
        });
        return data?.acceptInvitation ?? payload;
      } catch (error) {
        notify.error(messageOr(error, strings.common.somethingWentWrong));
        return payload;
      }
    },
    [accept, invitationToken],
  );
  return invitationToken ? afterAuth : undefined;
}
