import { DashboardCopy, statsPlanName } from '@dealdraft/domain';
import {
  CircleDollarSignIcon,
  FileTextIcon,
  MailCheckIcon,
  ReceiptIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { useInViewOnce } from '../hooks/useInViewOnce';
import { formatAmount, formatCount, totalValue } from '../utils/stats-format';
import { CountUpValue } from './CountUpValue';

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

type StatCardProps = {
  title: string;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile. */
  tone: string;
  value: ReactNode;
  footer: ReactNode;
  /** A long figure: a size smaller, and free to wrap. */
  long?: boolean;
};

function StatCard({ title, icon: Icon, tone, value, footer, long = false }: StatCardProps) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId} className="gap-3 px-5 py-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg', tone)}>
          <Icon className="size-[18px]" aria-hidden />
        </span>
      </div>
      <p
        className={cn(
          'font-semibold tracking-tight tabular-nums [overflow-wrap:anywhere]',
          long ? 'text-2xl' : 'text-3xl xl:text-[1.75rem] 2xl:text-3xl',
        )}
      >
        {value}
      </p>
      <div className="text-sm text-muted-foreground">{footer}</div>
    </Card>
  );
}

/** "3/5 proposals used this period", with a bar that fills as the plan's allowance is spent. */
function Usage({ used, limit, label }: { used: number; limit: number; label: string }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  return (
    <div className="flex flex-col gap-2">
      <span>
        <span className="font-medium text-foreground tabular-nums">
          {used}/{limit}
        </span>{' '}
        {label}
      </span>
      <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-muted">
        <span
          className={cn(
            'block h-full rounded-full transition-[width] duration-700',
            share >= 1 ? 'bg-destructive' : share >= 0.8 ? 'bg-warning' : 'bg-primary',
          )}
          style={{ width: `${share * 100}%` }}
        />
      </span>
    </div>
  );
}
