import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session, type SessionUser } from '@/lib/session';

export type WorkspaceAuthPayload = { token: string; user: SessionUser };

/**
 * A token for another workspace (switch, accepted invitation): stored the way sign-in stores
 * it, then the cache of the previous workspace is dropped and the dashboard opens afresh.
 */
export function useStartWorkspaceSession(): (payload: WorkspaceAuthPayload) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ token, user }) => {
      session.start(token, user);
      try {
        await client.resetStore();
      } catch {
        // A refetch that fails shows its own error on its page; the switch itself is done.
      }
      await navigate('/dashboard', { replace: true });
    },
    [client, navigate],
  );
}
