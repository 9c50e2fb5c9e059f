import { canDraftWithAi } from '../utils/subscription';
import { useProfile } from './useProfile';

/**
 * Whether the user's plan drafts with AI. Until the profile is known, yes: the panel starts
 * closed, and the api answers a trial's draft with the same upgrade message.
 */
export function useCanDraftWithAi(): boolean {
  const state = useProfile();
  return state.status !== 'ready' || canDraftWithAi(state.profile);
}
