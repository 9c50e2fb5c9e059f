import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { apolloClient } from './apollo-session';

/** Gives every page under it the Apollo client; a lazy route, so the landing page goes without. */
export function ApolloRoute() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
