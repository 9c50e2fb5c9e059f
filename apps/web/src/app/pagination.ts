import type { FieldPolicy } from '@apollo/client';

type Connection = { nodes: unknown[]; pageInfo: unknown; totalCount?: number };

/**
 * A cursor-paginated `{ nodes, pageInfo }` field: each search, filter, sort and page size is
 * its own cached list, and a page fetched with `after` is appended to it ("Load more").
 */
export function nodesPagination(keyArgs: string[]): FieldPolicy<Connection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
    },
  };
}
