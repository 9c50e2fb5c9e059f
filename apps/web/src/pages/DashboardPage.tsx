import { Copy, DashboardCopy } from '@dealdraft/domain';
import { PageHeader } from '@/components/ui/PageHeader';
import { DashboardOverview } from '@/features/dashboard/components/DashboardOverview';
import { SetupChecklist } from '@/features/dashboard/components/SetupChecklist';

export function DashboardPage() {
  return (
    <>
      <PageHeader title={Copy.dashboard.title} description={DashboardCopy.subtitle} />
      <SetupChecklist />
      <DashboardOverview />
    </>
  );
}
