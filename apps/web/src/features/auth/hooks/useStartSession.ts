import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session, type SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

type AuthPayload = { token: string; user: SessionUser };

/** Spec §4: after sign-in or sign-up the token and user are stored, then on to the dashboard. */
export function useStartSession(): (payload: AuthPayload, welcome: string) => void {
  const navigate = useNavigate();
  return useCallback(
    ({ token, user }, welcome) => {
      session.start(token, user);
      notify.success(welcome);
      void navigate('/dashboard', { replace: true });
    },
    [navigate],
  );
}
