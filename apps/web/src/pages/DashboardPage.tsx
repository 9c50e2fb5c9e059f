import { Copy, DashboardCopy } from '@dealdraft/domain';
import { PageHeader } from '@/components/ui/PageHeader';
import { DashboardOverview } from '@/features/dashboard/components/DashboardOverview';

export function DashboardPage() {
  return (
    <>
      <PageHeader title={Copy.dashboard.title} description={DashboardCopy.subtitle} />
      <DashboardOverview />
    </>
  );
}
