import { Messages } from '@dealdraft/domain';
import type { ReactNode } from 'react';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useProfile } from '../hooks/useProfile';
import { AccountInfoCard } from './AccountInfoCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SubscriptionCard, type SubscriptionActions } from './SubscriptionCard';

type ProfileOverviewProps = {
  /** The avatar card's logout control; signing out belongs to the auth feature. */
  logoutAction: ReactNode;
  onViewPricing: () => void;
  /** The subscription's own buttons, shown by the card when the plan allows them (spec §4). */
  subscriptionActions?: SubscriptionActions;
};

export function ProfileOverview({
  logoutAction,
  onViewPricing,
  subscriptionActions,
}: ProfileOverviewProps) {
  const state = useProfile();
  switch (state.status) {
    case 'loading':
      return (
        <div className="grid place-items-center py-24">
          <Spinner label={strings.profile.loading} className="size-8" />
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={Messages.profile.loadFailed} />;
    case 'ready':
      return (
        <div className="grid gap-6 lg:grid-cols-3">
          <ProfileSummaryCard profile={state.profile} action={logoutAction} />
          <div className="flex flex-col gap-6 lg:col-span-2">
            <AccountInfoCard profile={state.profile} />
            <SubscriptionCard
              profile={state.profile}
              onViewPricing={onViewPricing}
              actions={subscriptionActions}
            />
          </div>
        </div>
      );
  }
}
