import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { createApolloClient } from './apollo';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

const apolloClient = createApolloClient({
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

// Only a session restored from storage needs the api's word; loading the check (and the
// GraphQL documents it brings) on demand keeps it off a visitor's first load.
if (session.getState().status === 'restoring') {
  void import('@/features/auth/utils/confirm-stored-session').then(({ confirmStoredSession }) =>
    confirmStoredSession(apolloClient),
  );
}

export function App() {
  return (
    <AppProviders apolloClient={apolloClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
