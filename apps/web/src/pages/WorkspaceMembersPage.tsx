import { useOpenPricing } from '@/app/pricing-access';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCanSeeBilling } from '@/features/profile/hooks/useCanSeeBilling';
import { MembersScreen } from '@/features/workspace/components/MembersScreen';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { strings } from '@/strings';

export function WorkspaceMembersPage() {
  const openPricing = useOpenPricing();
  const canSeeBilling = useCanSeeBilling();
  return (
    <>
      <PageHeader title={strings.workspace.title} description={strings.workspace.subtitle} />
      <WorkspaceTabs />
      <MembersScreen onViewPricing={canSeeBilling ? openPricing : undefined} />
    </>
  );
}
