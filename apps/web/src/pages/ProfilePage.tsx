import { canManageWorkspace, Copy } from '@dealdraft/domain';
import { useOpenPricing } from '@/app/pricing-access';
import { PageHeader } from '@/components/ui/PageHeader';
import { LogoutButton } from '@/features/auth/components/LogoutButton';
import { ReminderSettingsCard } from '@/features/client-activity/components/ReminderSettingsCard';
import { ChangeEmailCard } from '@/features/auth/components/ChangeEmailCard';
import { ProfileOverview } from '@/features/profile/components/ProfileOverview';
import { CancelSubscriptionButton } from '@/features/subscription/components/CancelSubscriptionButton';
import { PurchaseSubscriptionButton } from '@/features/subscription/components/PurchaseSubscriptionButton';
import { ResumeSubscriptionButton } from '@/features/subscription/components/ResumeSubscriptionButton';
import { useCurrentUser } from '@/lib/session';

export function ProfilePage() {
  const openPricing = useOpenPricing();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={Copy.profile.title} description={Copy.profile.subtitle} />
      <ProfileOverview
        logoutAction={<LogoutButton />}
        onViewPricing={openPricing}
        subscriptionActions={{
          cancel: <CancelSubscriptionButton />,
          purchase: (plan) => <PurchaseSubscriptionButton plan={plan} />,
          resume: <ResumeSubscriptionButton />,
        }}
      />
      <div className="mt-6">
        <ChangeEmailCard />
      </div>
      <div className="mt-6">
        <ReminderSettingsCard editable={user !== null && canManageWorkspace(user.role)} />
      </div>
    </>
  );
}
