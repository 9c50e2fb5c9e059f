import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '@/generated/graphql';
import { session } from '@/lib/session';

/**
 * A session restored from storage is confirmed with the api before guarded pages render
 * (they show a spinner meanwhile), so a revoked or expired token never shows a stale page.
 */
export async function confirmStoredSession(client: ApolloClient): Promise<void> {
  if (session.getState().status !== 'restoring') return;
  try {
    const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    session.confirm(data?.me);
  } catch {
    // A refused token has already expired the session (see apollo.ts). Any other failure
    // (offline, api restarting) keeps the stored one: its pages report their own errors.
    session.confirm();
  }
}
