import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session, type SessionUser } from '@/lib/session';
import { notify } from '@/lib/toast';

export type AuthPayload = { token: string; user: SessionUser };

/**
 * A step between the api's yes and the session start, given by the page (accepting an
 * invitation the person came from); it answers the session to start.
 */
export type AfterAuth = (payload: AuthPayload) => Promise<AuthPayload>;

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
