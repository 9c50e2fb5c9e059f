import { useCallback, useEffect, useState } from 'react';
import { PortalError, portalApi, type PortalView } from '../portal-api';

type State =
  | { status: 'loading' }
  | { status: 'ready'; view: PortalView }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

/** The portal's content; a 401 (no session, expired, revoked) reads as signed out. */
export function usePortal() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', view: await portalApi.view() });
    } catch (error) {
      if (error instanceof PortalError && error.status === 401) setState({ status: 'signed-out' });
      else setState({ status: 'failed', message: (error as Error).message });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load, setSignedOut: () => setState({ status: 'signed-out' }) };
}
