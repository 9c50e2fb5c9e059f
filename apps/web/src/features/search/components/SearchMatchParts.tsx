import { formatMoney } from '@dealdraft/domain';
import { ArrowRightIcon, EyeIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/features/documents/components/StatusBadge';
import { Button } from '@/components/ui/Button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { strings } from '@/strings';

/** The match's title and status, and what it is. */
export function MatchHeader({
  title,
  description,
  status,
}: {
  title: string;
  description: string;
  status: string;
}) {
  return (
    <DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <DialogTitle className="leading-tight">{title}</DialogTitle>
        <StatusBadge status={status} />
      </div>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function Opens({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <EyeIcon className="size-4 text-muted-foreground" aria-hidden />
      {count}
    </span>
  );
}

type Line = { description: string; quantity: number; total: number };

/** The document's lines with their totals, and its total. */
export function Lines({
  lines,
  total,
  currency,
}: {
  lines: Line[];
  total: number;
  currency: string;
}) {
  return (
    <div className="rounded-lg border">
      <ul className="flex flex-col divide-y text-sm">
        {lines.map((line, index) => (
          <li key={index} className="flex items-center justify-between gap-4 px-3 py-2">
            <span className="min-w-0 truncate">
              {line.description}
              <span className="text-muted-foreground"> × {line.quantity}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatMoney(line.total, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between border-t bg-muted/50 px-3 py-2 text-sm font-semibold">
        <span>{strings.common.total}</span>
        <span className="tabular-nums">{formatMoney(total, currency)}</span>
      </p>
    </div>
  );
}

/** Close, or go to the document's edit form in its list. */
export function MatchFooter({ to, label }: { to: string; label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">{strings.common.close}</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button asChild>
          <Link to={to}>
            {label}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </DialogClose>
    </DialogFooter>
  );
}
