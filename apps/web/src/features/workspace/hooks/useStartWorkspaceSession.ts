import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session, type SessionUser } from '@/lib/session';

export type WorkspaceAuthPayload = { token: string; user: SessionUser };

/**
 * How the previous workspace's cache goes. `refetch` (inside the app: the layout's queries stay
 * mounted and must show the new workspace) or `clear` (from a public page: nothing of the app
 * is on screen, and the page's own query must not be asked again, a used invitation would fail).
 */
export type CacheReset = 'refetch' | 'clear';

/**
 * A token for another workspace (switch, accepted invitation, leaving): stored the way sign-in
 * stores it, then the cache of the previous workspace is dropped and the dashboard opens afresh.
 */
export function useStartWorkspaceSession(
  reset: CacheReset = 'refetch',
): (payload: WorkspaceAuthPayload) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ token, user }) => {
      session.start(token, user);
      try {
        await (reset === 'refetch' ? client.resetStore() : client.clearStore());
      } catch {
        // A refetch that fails shows its own error on its page; the switch itself is done.
      }
      await navigate('/dashboard', { replace: true });
    },
    [client, navigate, reset],
  );
}
