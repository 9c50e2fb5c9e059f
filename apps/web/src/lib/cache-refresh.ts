import type { ApolloCache, ApolloClient } from '@apollo/client';

/**
 * Mutation options for a change that makes cached query fields stale (spec §4: lists are
 * refreshed after changes). Every cached variant of `fields` is dropped, so a search or filter
 * shown later fetches afresh, and the queries on screen refetch now: returning true from
 * onQueryUpdated refetches them, and their last data stays visible meanwhile.
 */
export function refreshAfter(...fields: string[]) {
  return {
    update(cache: ApolloCache) {
      for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
    onQueryUpdated: () => true,
  };
}

/**
 * The same refresh outside a mutation, e.g. once a queued e-mail has gone and the worker has
 * changed the document's status and counters behind the cache's back.
 */
export function refreshNow(client: ApolloClient, ...fields: string[]) {
  const { update, onQueryUpdated } = refreshAfter(...fields);
  return client.refetchQueries({ updateCache: update, onQueryUpdated });
}
