import { useMutation } from '@apollo/client/react';
import { WorkspaceMessages } from '@dealdraft/domain';
import { useCallback } from 'react';
import { DeleteWorkspaceDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useStartWorkspaceSession } from './useStartWorkspaceSession';

/**
 * Deletes the active workspace (the owner types its name) and opens the owner's next one.
 * Answers the api's refusal (wrong name, a plan that still renews) to show in the dialog.
 */
export function useDeleteWorkspace(): {
  remove: (confirmName: string) => Promise<string | null>;
  deleting: boolean;
} {
  const [mutate, { loading }] = useMutation(DeleteWorkspaceDocument);
  const startWorkspaceSession = useStartWorkspaceSession();
  const remove = useCallback(
    async (confirmName: string) => {
      try {
        const { data } = await mutate({ variables: { confirmName } });
        if (!data) throw new Error('deleteWorkspace returned no data');
        await startWorkspaceSession(data.deleteWorkspace);
        notify.success(WorkspaceMessages.deleted);
        return null;
      } catch (error) {
        return messageOr(error, strings.common.somethingWentWrong);
      }
    },
    [mutate, startWorkspaceSession],
  );
  return { remove, deleting: loading };
}
