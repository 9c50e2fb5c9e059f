import { statusTone } from '@/features/documents/components/StatusBadge';
import { Card, CardDescription, CardHeader } from '@/components/ui/Card';
import { labelOf } from '@/lib/format';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';

/** The status badges' colours (spec §4), as solid fills. */
const FILLS: Record<ReturnType<typeof statusTone>, string> = {
  default: 'bg-primary',
  secondary: 'bg-muted-foreground/45',
  outline: 'bg-muted-foreground/45',
  tinted: 'bg-primary',
  destructive: 'bg-destructive',
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  progress: 'bg-progress',
};

const t = strings.dashboard.statusBreakdown;

type StatusBreakdownProps = Pick<Stats, 'proposalsByStatus' | 'invoicesByStatus'>;

/** How many proposals and invoices are in each status (invoices as read: overdue included). */
export function StatusBreakdown({ proposalsByStatus, invoicesByStatus }: StatusBreakdownProps) {
  return (
    <Card className="gap-6">
      <CardHeader>
        <h2 className="leading-none font-semibold">{t.title}</h2>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-7 px-6">
        <StatusGroup id="proposals" title={t.proposals} counts={proposalsByStatus} />
        <StatusGroup id="invoices" title={t.invoices} counts={invoicesByStatus} />
      </div>
    </Card>
  );
}

type StatusGroupProps = { id: string; title: string; counts: Stats['proposalsByStatus'] };

function StatusGroup({ id, title, counts }: StatusGroupProps) {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  const headingId = `status-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h3 id={headingId} className="text-sm font-medium">
          {title}
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums">{t.total(total)}</span>
      </div>
      <div aria-hidden className="flex h-2.5 gap-0.5 overflow-hidden rounded-full bg-muted">
        {counts
          .filter(({ count }) => count > 0)
          .map(({ status, count }) => (
            <span
              key={status}
              className={cn('h-full', FILLS[statusTone(status)])}
              style={{ width: `${(count / total) * 100}%` }}
            />
          ))}
      </div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
        {counts.map(({ status, count }) => (
          <li key={status} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2 text-muted-foreground">
              <span aria-hidden className={cn('size-2 rounded-full', FILLS[statusTone(status)])} />
              {labelOf(strings.documents.statuses, status)}
            </span>
            <span className="font-medium tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
