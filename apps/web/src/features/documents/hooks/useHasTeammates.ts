import { useQuery } from '@apollo/client/react';
import { TeamSizeDocument } from '@/generated/graphql';

/** Whether others share the active workspace (a solo freelancer is not asked "by whom?"). */
export function useHasTeammates(): boolean {
  const { data } = useQuery(TeamSizeDocument);
  return (data?.workspace.memberCount ?? 1) > 1;
}
