import { useQuery } from '@apollo/client/react';
import { StatsDocument, type StatsQuery } from '@/generated/graphql';

export type Stats = StatsQuery['stats'];

export type StatsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: Stats };

/** The dashboard's figures; always asked afresh, since any change elsewhere moves them. */
export function useStats(): StatsState {
  const { data, loading, error } = useQuery(StatsDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return { status: 'loading' };
  if (error || !data?.stats) return { status: 'error' };
  return { status: 'ready', stats: data.stats };
}
