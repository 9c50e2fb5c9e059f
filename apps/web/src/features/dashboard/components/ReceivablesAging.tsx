import type { AgingBucket } from '@dealdraft/domain';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { FIGURE_LINK, invoicesLink } from '../utils/receivables-links';

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

/** How long what is unpaid has been due: a bar, then a tile per age linking to its invoices. */
export function ReceivablesAging({
  r,
  money,
}: {
  r: Receivables;
  money: (value: number) => string;
}) {
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
                  to={invoicesLink({ aging: bucket, currency: r.currency })}
                  className={cn(FIGURE_LINK, 'flex h-full flex-col gap-1 border p-3')}
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
