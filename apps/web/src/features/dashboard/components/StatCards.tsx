import { DashboardCopy, statsPlanName } from '@dealdraft/domain';
import { CircleDollarSignIcon, FileTextIcon, MailCheckIcon, ReceiptIcon } from 'lucide-react';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { useInViewOnce } from '../hooks/useInViewOnce';
import { formatAmount, formatCount, totalValue } from '../utils/stats-format';
import { CountUpValue } from './CountUpValue';
import { StatCard, Usage } from './StatCard';

const t = strings.dashboard.statCards;

type StatCardsProps = {
  stats: Pick<
    Stats,
    | 'proposalsGenerated'
    | 'proposalsUsed'
    | 'proposalsLimit'
    | 'invoicesGenerated'
    | 'invoicesUsed'
    | 'invoicesLimit'
    | 'emailsSent'
    | 'proposalsTotalValue'
    | 'invoicesTotalAmount'
    | 'invoicedNetOfDeposits'
    | 'plan'
    | 'currency'
    | 'otherCurrencies'
  >;
};

/** The spec's four stat cards (§2 Dashboard overview); the figures count up once in view. */
export function StatCards({ stats }: StatCardsProps) {
  const [ref, inView] = useInViewOnce<HTMLDivElement>();
  const { currency } = stats;
  const value = totalValue(stats, currency);
  const money = (amount: number) => formatAmount(amount, currency);
  return (
    <div ref={ref} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title={DashboardCopy.totalProposals}
        icon={FileTextIcon}
        tone="bg-primary/10 text-primary"
        value={
          <CountUpValue
            value={stats.proposalsGenerated}
            format={formatCount}
            active={inView}
            data-testid="stat-proposals"
          />
        }
        footer={
          <Usage used={stats.proposalsUsed} limit={stats.proposalsLimit} label={t.proposalsUsed} />
        }
      />
      <StatCard
        title={DashboardCopy.totalInvoices}
        icon={ReceiptIcon}
        tone="bg-info/10 text-info"
        value={
          <CountUpValue
            value={stats.invoicesGenerated}
            format={formatCount}
            active={inView}
            data-testid="stat-invoices"
          />
        }
        footer={
          <Usage used={stats.invoicesUsed} limit={stats.invoicesLimit} label={t.invoicesUsed} />
        }
      />
      <StatCard
        title={DashboardCopy.emailsSent}
        icon={MailCheckIcon}
        tone="bg-success/10 text-success"
        value={
          <CountUpValue
            value={stats.emailsSent}
            format={formatCount}
            active={inView}
            data-testid="stat-emails"
          />
        }
        footer={<span>{t.emailsDelivered}</span>}
      />
      <StatCard
        title={DashboardCopy.totalValue}
        icon={CircleDollarSignIcon}
        tone="bg-warning/15 text-warning-foreground dark:text-warning"
        value={
          <CountUpValue value={value} format={money} active={inView} data-testid="stat-value" />
        }
        footer={
          <div className="flex flex-col gap-1">
            {/* Never added together: each other currency is listed with its own total. */}
            {stats.otherCurrencies.length > 0 && (
              <ul aria-label={t.otherCurrencies} className="flex flex-col gap-0.5">
                {stats.otherCurrencies.map((other) => (
                  <li key={other.currency} className="tabular-nums">
                    + {formatAmount(totalValue(other, other.currency), other.currency)}
                  </li>
                ))}
              </ul>
            )}
            {/* The spec's formula counts a job with a deposit three times (its proposal, the
                deposit invoice, the final invoice): say so, and give the figure counted once. */}
            <p className="text-xs">{t.totalValueCounts}</p>
            <dl className="flex flex-wrap items-baseline justify-between gap-x-2">
              <dt>{t.invoicedNet}</dt>
              <dd
                className="font-medium text-foreground tabular-nums"
                data-testid="stat-invoiced-net"
              >
                {money(stats.invoicedNetOfDeposits)}
              </dd>
            </dl>
            <span>{t.plan(statsPlanName(stats.plan))}</span>
          </div>
        }
        // Room for "$9,999,999.99" on a four-card row.
        long={money(value).length > 11}
      />
    </div>
  );
}
