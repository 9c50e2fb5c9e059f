import { planLabel } from '@dealdraft/domain';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Card, CardContent } from '@/components/ui/Card';
import type { Profile } from '../hooks/useProfile';
import { PlanBadge } from './PlanBadge';

type ProfileSummaryCardProps = { profile: Profile; action: ReactNode };

/** The avatar card: who is signed in, on which plan, and the logout button (`action`). */
export function ProfileSummaryCard({ profile, action }: ProfileSummaryCardProps) {
  const { description } = planLabel(profile.plan);
  return (
    <Card className="min-w-0 lg:self-start">
      <CardContent className="flex flex-col items-center gap-5 text-center">
        <Avatar name={profile.name} className="size-20 text-2xl" />
        <div className="flex w-full min-w-0 flex-col gap-1">
          <p className="truncate text-lg font-semibold" title={profile.name}>
            {profile.name}
          </p>
          <p className="truncate text-sm text-muted-foreground" title={profile.email}>
            {profile.email}
          </p>
        </div>
        <div className="flex flex-col items-center gap-2">
          <PlanBadge plan={profile.plan} />
          {description && (
            <p className="text-sm text-muted-foreground first-letter:uppercase">{description}</p>
          )}
        </div>
        {action}
      </CardContent>
    </Card>
  );
}
