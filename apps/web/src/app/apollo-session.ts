import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { createApolloClient } from './apollo';
import { router } from './router';

/**
 * The app's Apollo client. This module (and Apollo Client with it) loads with the first page
 * that talks to the api (ApolloRoute) or a stored session's check: the landing page never
 * needs it, so a visitor's first load leaves it out.
 */
export const apolloClient = createApolloClient({
  getToken: session.token,
  // Spec §8: any 401 clears the session and redirects to /login. A guarded page's own redirect
  // agrees (see SignedInRoute), so the two navigations cannot race to different places.
  onUnauthenticated: (message) => {
    if (session.getState().status === 'signed-out') return;
    session.expire();
    notify.info(message);
    void router.navigate('/login', { replace: true });
  },
});

// Whoever signs in next in this browser must not see the previous user's cached data.
session.subscribe(() => {
  if (session.getState().status === 'signed-out') void apolloClient.clearStore();
});
