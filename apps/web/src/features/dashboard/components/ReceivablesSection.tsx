import type { AgingBucket } from '@dealdraft/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { listLink, type ListLinkFilters } from '@/features/documents/utils/list-links';
import { Card, CardDescription, CardHeader } from '@/components/ui/Card';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { formatAmount } from '../utils/stats-format';

const t = strings.dashboard.receivables;
const BUCKETS = strings.documents.agingBuckets;

type Receivables = Stats['receivables'][number];

/** Older is warmer: the bar and the tiles' marks share these. */
const BUCKET_FILLS: Record<AgingBucket, string> = {
  '0-30': 'bg-info',
  '31-60': 'bg-warning',
  '61-90': 'bg-orange-600 dark:bg-orange-500',
  '90+': 'bg-destructive',
};

const invoices = (filters: ListLinkFilters) => listLink('/invoices', filters);

const LINK =
  'group rounded-lg outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring';

/**
 * What clients owe, one block per currency (the workspace's first; never added across
 * currencies): outstanding, overdue and paid this month, then the aging of what is unpaid.
 * Every figure with invoices behind it links to the list filtered to them.
 */
export function ReceivablesSection({ receivables }: { receivables: Stats['receivables'] }) {
  return (
    <Card className="gap-5" role="region" aria-labelledby="receivables-title">
      <CardHeader>
        <h2 id="receivables-title" className="leading-none font-semibold">
          {t.title}
        </h2>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <div className="flex flex-col divide-y">
        {receivables.map((r) => (
          <CurrencyReceivables key={r.currency} r={r} titled={receivables.length > 1} />
        ))}
      </div>
    </Card>
  );
}

function CurrencyReceivables({ r, titled }: { r: Receivables; titled: boolean }) {
  const money = (value: number) => formatAmount(value, r.currency);
  const headingId = `receivables-${r.currency}`;
  return (
    <section
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t.currency(r.currency)}
      className="flex flex-col gap-4 px-6 py-4 first:pt-0 last:pb-0"
    >
      {titled && (
        <h3 id={headingId} className="px-3 text-sm font-medium text-muted-foreground">
          {t.currency(r.currency)}
        </h3>
      )}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Figure
          label={t.outstanding}
          value={money(r.outstanding)}
          detail={t.invoices(r.outstandingCount)}
          to={r.outstandingCount > 0 ? invoices({ unpaid: true, currency: r.currency }) : null}
        />
        <Figure
          label={t.overdue}
          value={money(r.overdue)}
          detail={t.invoices(r.overdueCount)}
          tone={r.overdue > 0 ? 'text-destructive' : undefined}
          to={r.overdueCount > 0 ? invoices({ status: 'overdue', currency: r.currency }) : null}
        />
        <Figure
          label={t.paidThisMonth}
          value={money(r.paidThisMonth)}
          detail={t.paidThisMonthHint}
          tone={r.paidThisMonth > 0 ? 'text-success' : undefined}
          to={null}
        />
      </dl>
      <Aging r={r} money={money} />
    </section>
  );
}

type FigureProps = {
  label: string;
  value: string;
  detail: string;
  tone?: string;
  /** The filtered list, or null when there is nothing behind the figure. */
  to: string | null;
};

function Figure({ label, value, detail, tone, to }: FigureProps) {
  // A <dl> holds only groups of <dt>/<dd>: the link lives in the value and stretches over the
  // whole figure (its ::after), so the figure is one target and the list stays a list.
  return (
    <div className={cn(to && LINK, 'relative flex flex-col gap-1 p-3')}>
      <dt className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        {to && (
          <ChevronRightIcon
            className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
            aria-hidden
          />
        )}
      </dt>
      <dd className={cn('text-2xl font-semibold tracking-tight tabular-nums', tone)}>
        {to ? (
          <Link
            to={to}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            <span className="sr-only">{label}: </span>
            {value}
            <span className="sr-only">, {t.viewInvoices}</span>
          </Link>
        ) : (
          value
        )}
      </dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

function Aging({ r, money }: { r: Receivables; money: (value: number) => string }) {
  const headingId = `aging-${r.currency}`;
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 px-3">
        <h4 id={headingId} className="text-sm font-medium">
          {t.aging}
        </h4>
        <span className="text-xs text-muted-foreground">{t.agingHint}</span>
      </div>
      <div
        role="img"
        aria-label={t.agingChart}
        className="mx-3 flex h-2.5 gap-0.5 overflow-hidden rounded-full bg-muted"
      >
        {r.outstanding > 0 &&
          r.aging
            .filter((a) => a.amount > 0)
            .map((a) => (
              <span
                key={a.bucket}
                className={cn('h-full', BUCKET_FILLS[a.bucket as AgingBucket])}
                style={{ width: `${(a.amount / r.outstanding) * 100}%` }}
              />
            ))}
      </div>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {r.aging.map((a) => {
          const bucket = a.bucket as AgingBucket;
          const body = (
            <>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <span aria-hidden className={cn('size-2 rounded-full', BUCKET_FILLS[bucket])} />
                {BUCKETS[bucket]}
              </span>
              <span className="text-lg font-semibold tabular-nums">{money(a.amount)}</span>
              <span className="text-xs text-muted-foreground">{t.invoices(a.count)}</span>
            </>
          );
          return (
            <li key={bucket}>
              {a.count > 0 ? (
                <Link
                  to={invoices({ aging: bucket, currency: r.currency })}
                  className={cn(LINK, 'flex h-full flex-col gap-1 border p-3')}
                >
                  {body}
                  <span className="sr-only">, {t.viewInvoices}</span>
                </Link>
              ) : (
                <div className="flex h-full flex-col gap-1 rounded-lg border border-dashed p-3">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
