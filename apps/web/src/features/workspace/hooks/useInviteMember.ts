import { useMutation } from '@apollo/client/react';
import {
  InvitationsDocument,
  InviteMemberDocument,
  WorkspaceDocument,
  type InviteMemberInput,
} from '@/generated/graphql';
import { apiErrorOf, fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

const t = strings.workspace.toasts;

/**
 * What an invite came to. `refused` is the api's 403 (past the plan's seats, say): the dialog
 * shows its message in place, with the upgrade beside it.
 */
export type InviteOutcome =
  | { status: 'sent' }
  | { status: 'refused'; message: string }
  | { status: 'failed'; fieldErrors: { field: string; messages: string[] }[] };

export function useInviteMember() {
  const [invite, { loading }] = useMutation(InviteMemberDocument, {
    refetchQueries: [InvitationsDocument, WorkspaceDocument],
    awaitRefetchQueries: true,
  });

  const send = async (input: InviteMemberInput): Promise<InviteOutcome> => {
    try {
      await invite({ variables: { input } });
      notify.success(t.invited(input.email));
      return { status: 'sent' };
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.status === 403) return { status: 'refused', message: apiError.message };
      notify.error(messageOr(error, t.inviteFailed));
      return { status: 'failed', fieldErrors: fieldErrorsOf(error) };
    }
  };

  return { send, sending: loading };
}
