import type { DocumentKind } from '@dealdraft/domain';
import { createBlockedMessage } from '../utils/subscription';
import { useProfile } from './useProfile';

/**
 * Why the plan refuses a new proposal or invoice, or null; null too until the profile is
 * known, as the api still has the last word on every create.
 */
export function useCreateBlocked(kind: DocumentKind): string | null {
  const state = useProfile();
  return state.status === 'ready' ? createBlockedMessage(state.profile, kind) : null;
}
