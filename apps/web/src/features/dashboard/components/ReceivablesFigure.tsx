import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import { FIGURE_LINK } from '../utils/receivables-links';

const t = strings.dashboard.receivables;

type ReceivablesFigureProps = {
  label: string;
  value: string;
  detail: string;
  tone?: string;
  /** The filtered list, or null when there is nothing behind the figure. */
  to: string | null;
};

/** One figure of a currency's receivables, the whole of it a link when invoices stand behind it. */
export function ReceivablesFigure({ label, value, detail, tone, to }: ReceivablesFigureProps) {
  // A <dl> holds only groups of <dt>/<dd>: the link lives in the value and stretches over the
  // whole figure (its ::after), so the figure is one target and the list stays a list.
  return (
    <div className={cn(to && FIGURE_LINK, 'relative flex flex-col gap-1 p-3')}>
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
