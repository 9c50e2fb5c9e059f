import { Card, CardDescription, CardHeader } from '@/components/ui/Card';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';
import { formatAmount } from '../utils/stats-format';
import { invoicesLink } from '../utils/receivables-links';
import { ReceivablesAging } from './ReceivablesAging';
import { ReceivablesFigure } from './ReceivablesFigure';

const t = strings.dashboard.receivables;

type Receivables = Stats['receivables'][number];

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
        <ReceivablesFigure
          label={t.outstanding}
          value={money(r.outstanding)}
          detail={t.invoices(r.outstandingCount)}
          to={r.outstandingCount > 0 ? invoicesLink({ unpaid: true, currency: r.currency }) : null}
        />
        <ReceivablesFigure
          label={t.overdue}
          value={money(r.overdue)}
          detail={t.invoices(r.overdueCount)}
          tone={r.overdue > 0 ? 'text-destructive' : undefined}
          to={r.overdueCount > 0 ? invoicesLink({ status: 'overdue', currency: r.currency }) : null}
        />
        <ReceivablesFigure
          label={t.paidThisMonth}
          value={money(r.paidThisMonth)}
          detail={t.paidThisMonthHint}
          tone={r.paidThisMonth > 0 ? 'text-success' : undefined}
          to={null}
        />
      </dl>
      <ReceivablesAging r={r} money={money} />
    </section>
  );
}
