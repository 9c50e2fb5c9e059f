import type { Envelope } from '@dealdraft/domain';

/** A successful REST answer in the spec's envelope. */
export function ok<T>(data: T, message: string): Envelope<T> {
  return { status: 'success', data, message };
}
