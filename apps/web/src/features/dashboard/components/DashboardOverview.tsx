import { DashboardCopy } from '@dealdraft/domain';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useStats } from '../hooks/useStats';
import { ReceivablesSection } from './ReceivablesSection';
import { RecentDocuments } from './RecentDocuments';
import { StatCards } from './StatCards';
import { StatusBreakdown } from './StatusBreakdown';
import { ValueCard } from './ValueCard';

/**
 * The dashboard below its heading: the spec's four cards, what clients owe, then the charts and
 * recent lists.
 */
export function DashboardOverview() {
  const state = useStats();
  switch (state.status) {
    case 'loading':
      return (
        <div className="grid min-h-80 place-items-center">
          <Spinner label={strings.dashboard.loading} className="size-8" />
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={DashboardCopy.loadFailed} />;
    case 'ready': {
      const { stats } = state;
      return (
        <div className="flex flex-col gap-6">
          <StatCards stats={stats} />
          <ReceivablesSection receivables={stats.receivables} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <ValueCard data={stats.valueByMonth} currency={stats.currency} />
            <StatusBreakdown
              proposalsByStatus={stats.proposalsByStatus}
              invoicesByStatus={stats.invoicesByStatus}
            />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <RecentDocuments kind="proposals" items={stats.recentProposals} />
            <RecentDocuments kind="invoices" items={stats.recentInvoices} />
          </div>
        </div>
      );
    }
  }
}
