import { useCurrentUser } from '@/lib/session';
import { canSeeBilling } from '../utils/subscription';
import { useProfile } from './useProfile';

/**
 * Whether the pricing and subscription buttons are for this person: not for a member of the
 * workspace. Until the profile is known, the role the session was given decides.
 */
export function useCanSeeBilling(): boolean {
  const state = useProfile();
  const user = useCurrentUser();
  if (state.status === 'ready') return canSeeBilling(state.profile);
  return !user || canSeeBilling(user);
}
