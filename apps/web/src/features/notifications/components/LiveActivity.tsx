import { useLiveActivity } from '../hooks/useLiveActivity';

/**
 * Listens while mounted. The layout mounts one per session token (its key), so signing in
 * again or switching workspace listens afresh with the new token, and signing out stops it.
 */
export function LiveActivity() {
  useLiveActivity();
  return null;
}
