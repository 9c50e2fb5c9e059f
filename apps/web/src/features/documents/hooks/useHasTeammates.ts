import { useSenderProfile } from './useSenderProfile';

/** Whether others share the active workspace (a solo freelancer is not asked "by whom?"). */
export function useHasTeammates(): boolean {
  return (useSenderProfile()?.memberCount ?? 1) > 1;
}
