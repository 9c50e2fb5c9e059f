import { formatMoney } from '@dealdraft/domain';
import { ArrowRightIcon, EyeIcon, FileTextIcon, ReceiptIcon } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { EDIT_PARAM } from '@/features/documents/hooks/useEditFromLink';
import { Card, CardDescription, CardHeader } from '@/components/ui/Card';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { Stats } from '../hooks/useStats';

const t = strings.dashboard.recent;

type Kind = 'proposals' | 'invoices';

const KINDS = {
  proposals: { text: t.proposals, to: '/proposals', icon: FileTextIcon },
  invoices: { text: t.invoices, to: '/invoices', icon: ReceiptIcon },
} as const;

type RecentDocumentsProps = { kind: Kind; items: Stats['recentProposals'] };

/** The five newest proposals or invoices, each opening its record's form on its list. */
export function RecentDocuments({ kind, items }: RecentDocumentsProps) {
  const { text, to, icon: Icon } = KINDS[kind];
  const headingId = `recent-${kind}`;
  return (
    <Card className="gap-3" aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 id={headingId} className="leading-none font-semibold">
            {text.title}
          </h2>
          <CardDescription>{text.description}</CardDescription>
        </div>
        <Link
          to={to}
          className="flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {t.viewAll}
          <span className="sr-only"> {text.noun}</span>
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </CardHeader>
      {items.length === 0 ? (
        <div className="mx-6 flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <Icon className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{text.empty}</p>
          <Link
            to={to}
            className="rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            {t.createFirst}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col px-3">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`${to}?${EDIT_PARAM}=${item.id}`}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground sm:grid">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate text-sm font-medium">{item.title ?? item.number}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {item.clientName}
                    {item.title ? ` · ${item.number}` : ''} · {formatDate(item.createdAt)}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <span className="text-sm font-medium tabular-nums">
                    {formatMoney(item.amount, item.currency)}
                  </span>
                  <span className="flex items-center gap-2">
                    <span
                      className="flex items-center gap-1 text-xs text-muted-foreground tabular-nums"
                      title={t.emailOpens}
                    >
                      <EyeIcon className="size-3.5" aria-hidden />
                      {item.emailOpenCount}
                      <span className="sr-only"> {t.emailOpensCount}</span>
                    </span>
                    <StatusBadge status={item.status} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
