import { useOpenPricing } from '@/app/pricing-access';
import { PageHeader } from '@/components/ui/PageHeader';
import { useCanSeeBilling } from '@/features/profile/hooks/useCanSeeBilling';
import { MembersScreen } from '@/features/workspace/components/MembersScreen';
import { WorkspaceTabs } from '@/features/workspace/components/WorkspaceTabs';
import { WorkspaceCopy } from '@/features/workspace/utils/workspace-copy';

export function WorkspaceMembersPage() {
  const openPricing = useOpenPricing();
  const canSeeBilling = useCanSeeBilling();
  return (
    <>
      <PageHeader title={WorkspaceCopy.title} description={WorkspaceCopy.subtitle} />
      <WorkspaceTabs />
      <MembersScreen onViewPricing={canSeeBilling ? openPricing : undefined} />
    </>
  );
}
