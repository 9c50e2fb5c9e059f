import { useQuery } from '@apollo/client/react';
import { HealthDocument, type HealthQuery } from '@/generated/graphql';
import { strings } from '@/strings';

type ServiceKey = Exclude<keyof HealthQuery['health'], 'ok' | '__typename'>;

/** The services the api depends on, in display order. */
const SERVICES: ReadonlyArray<{ key: ServiceKey; label: string }> = [
  { key: 'database', label: strings.system.services.database },
  { key: 'redis', label: strings.system.services.redis },
];

export type ServiceHealth = { label: string; state: string; up: boolean };

export type HealthState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; ok: boolean; services: ServiceHealth[] };

export function useHealth(): HealthState {
  // A cached answer about liveness would be meaningless, so always ask the server.
  const { data, loading, error, refetch } = useQuery(HealthDocument, {
    fetchPolicy: 'network-only',
  });

  if (loading) return { status: 'loading' };
  if (error || !data) {
    const retry = () => {
      // A failed retry rejects, but its error already reaches the UI through `error`.
      refetch().catch(() => undefined);
    };
    return { status: 'error', retry };
  }

  const { health } = data;
  return {
    status: 'ready',
    ok: health.ok,
    services: SERVICES.map(({ key, label }) => ({
      label,
      state: health[key],
      up: health[key] === 'up',
    })),
  };
}
