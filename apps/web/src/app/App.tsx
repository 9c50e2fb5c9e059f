import { RouterProvider } from 'react-router';
import { session } from '@/lib/session';
import { AppProviders } from './providers';
import { router } from './router';

// Only a session restored from storage needs the api's word; loading the check (and the
// GraphQL documents and Apollo Client it brings) on demand keeps it off a visitor's first load.
if (session.getState().status === 'restoring') {
  void Promise.all([
    import('@/features/auth/utils/confirm-stored-session'),
    import('./apollo-session'),
  ]).then(([{ confirmStoredSession }, { apolloClient }]) => confirmStoredSession(apolloClient));
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
