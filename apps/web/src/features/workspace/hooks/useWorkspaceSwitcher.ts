import { useMutation, useQuery } from '@apollo/client/react';
import { SwitchWorkspaceDocument, WorkspacesDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import { useStartWorkspaceSession } from './useStartWorkspaceSession';

/**
 * Reads the person's workspaces with the page rather than when the user menu opens: the menu then
 * opens at once, and a session ended elsewhere shows on the page's next request, not as a menu
 * that closes under the pointer.
 */
export function usePrefetchWorkspaces(signedIn: boolean): void {
  useQuery(WorkspacesDocument, { skip: !signedIn });
}

/** Every workspace of the signed-in person, and the switch to another (a new token). */
export function useWorkspaceSwitcher() {
  const { data } = useQuery(WorkspacesDocument);
  const [switchMutation, { loading }] = useMutation(SwitchWorkspaceDocument);
  const startWorkspaceSession = useStartWorkspaceSession();

  const switchTo = async (id: string) => {
    const target = data?.workspaces.find((workspace) => workspace.id === id);
    if (!target || target.active) return;
    try {
      const { data: switched } = await switchMutation({ variables: { id } });
      if (!switched) throw new Error('switchWorkspace returned no data');
      await startWorkspaceSession(switched.switchWorkspace);
      notify.success(strings.workspace.toasts.switched(target.name));
    } catch (error) {
      notify.error(messageOr(error, strings.common.somethingWentWrong));
    }
  };

  return { workspaces: data?.workspaces ?? [], switching: loading, switchTo };
}
