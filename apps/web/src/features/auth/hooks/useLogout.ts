import { useMutation } from '@apollo/client/react';
import { Messages } from '@dealdraft/domain';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '@/generated/graphql';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';

export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const [logoutMutation, { loading }] = useMutation(LogoutDocument);
  const navigate = useNavigate();

  const logout = async () => {
    try {
      await logoutMutation();
    } catch {
      // Spec §4: a failed logout still clears the session and goes home.
    }
    session.end();
    notify.success(Messages.auth.logoutSuccess);
    void navigate('/', { replace: true });
  };
  return { logout, loggingOut: loading };
}
