import { Copy, formatUsd } from '@dealdraft/domain';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { Spinner } from '@/components/ui/Spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/Table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ClientViewsHint, type ClientViews } from './ClientViewsHint';
import { EmailActivityHint, type EmailActivity } from './EmailActivityHint';
import type { PagedList } from './paged-list';
import { StatusBadge } from './StatusBadge';

/** What a list shows of one proposal or invoice, in the column order of both screens. */
export type DocumentRow = {
  title: string;
  subtitle?: string;
  client: string;
  clientDetail?: string;
  /** ISO date or timestamp, shown in the browser's locale. */
  date: string;
  /** US dollars. */
  amount: number;
  status: string;
  /** Its e-mails, hinted beside the status ("Opened 2×"). */
  email?: EmailActivity;
  /** Visits of its client page, beside "Opened" ("Viewed 3×, last 2 hours ago"). */
  views?: ClientViews;
};

/** The column headings; the last two, Status and Actions, are the same on both screens. */
export type DocumentListHeaders = { title: string; client: string; date: string; amount: string };

export type DocumentListCopy = {
  /** The list's accessible name, e.g. "Proposals". */
  title: string;
  loading: string;
  loadFailed: string;
  empty: string;
  emptyHint: string;
};

type DocumentListProps<T extends { id: string }> = {
  list: PagedList<T>;
  copy: DocumentListCopy;
  headers: DocumentListHeaders;
  icon: LucideIcon;
  /** A search or status filter is active: the empty state suggests changing it instead. */
  filtered: boolean;
  /** The empty state's button when nothing is filtered, e.g. "Create Your First Proposal". */
  createFirst: ReactNode;
  toRow: (item: T) => DocumentRow;
  renderActions: (item: T) => ReactNode;
};

/** The body of the proposals and invoices screens: loading, error, empty, or the list. */
export function DocumentList<T extends { id: string }>({
  list,
  copy,
  icon,
  filtered,
  createFirst,
  ...view
}: DocumentListProps<T>) {
  switch (list.status) {
    case 'loading':
      return (
        <div className="flex flex-col items-center gap-3 py-20 text-sm text-muted-foreground">
          <Spinner label={copy.loading} className="size-8" />
          <p aria-hidden>{copy.loading}</p>
        </div>
      );
    case 'error':
      return <LoadErrorPanel message={copy.loadFailed} />;
    case 'ready':
      if (list.items.length === 0) {
        return filtered ? (
          <EmptyState
            icon={icon}
            title={copy.empty}
            description={Copy.documents.emptyFilteredHint}
          />
        ) : (
          <EmptyState icon={icon} title={copy.empty} description={copy.emptyHint}>
            {createFirst}
          </EmptyState>
        );
      }
      return (
        <div className="flex flex-col gap-4">
          {/* Spec §9: a table from 768px, cards below. */}
          <div className="hidden md:block">
            <DocumentTable label={copy.title} items={list.items} {...view} />
          </div>
          <DocumentCards label={copy.title} items={list.items} {...view} className="md:hidden" />
          {list.hasMore && (
            <Button
              variant="outline"
              className="self-center"
              disabled={list.loadingMore}
              onClick={list.loadMore}
            >
              {list.loadingMore && <Spinner label="Loading more" className="size-4" />}
              Load more
            </Button>
          )}
        </div>
      );
  }
}

type ItemsViewProps<T> = {
  label: string;
  items: T[];
  headers: DocumentListHeaders;
  toRow: (item: T) => DocumentRow;
  renderActions: (item: T) => ReactNode;
  className?: string;
};

function DocumentTable<T extends { id: string }>({
  label,
  items,
  headers,
  toRow,
  renderActions,
}: ItemsViewProps<T>) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{headers.title}</TableHead>
          <TableHead>{headers.client}</TableHead>
          <TableHead>{headers.date}</TableHead>
          <TableHead className="text-right">{headers.amount}</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const row = toRow(item);
          return (
            <TableRow key={item.id}>
              <TableCell className="max-w-72">
                <TwoLines first={row.title} second={row.subtitle} strong />
              </TableCell>
              <TableCell className="max-w-56">
                <TwoLines first={row.client} second={row.clientDetail} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(row.date)}</TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatUsd(row.amount)}
              </TableCell>
              <TableCell>
                <StatusWithEmail row={row} className="flex-wrap" />
              </TableCell>
              <TableCell>
                <div className="flex justify-end">{renderActions(item)}</div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function StatusWithEmail({ row, className }: { row: DocumentRow; className?: string }) {
  return (
    <div className={cn('flex items-center gap-x-2 gap-y-1', className)}>
      <StatusBadge status={row.status} />
      {row.email && <EmailActivityHint activity={row.email} />}
      {row.views && <ClientViewsHint views={row.views} />}
    </div>
  );
}

function TwoLines({ first, second, strong }: { first: string; second?: string; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className={strong ? 'truncate font-medium' : 'truncate'} title={first}>
        {first}
      </span>
      {second && (
        <span className="truncate text-xs text-muted-foreground" title={second}>
          {second}
        </span>
      )}
    </div>
  );
}

function DocumentCards<T extends { id: string }>({
  label,
  items,
  headers,
  toRow,
  renderActions,
  className,
}: ItemsViewProps<T>) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-3', className)}>
      {items.map((item) => {
        const row = toRow(item);
        return (
          <li key={item.id} className="rounded-xl border bg-card p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <TwoLines first={row.title} second={row.subtitle} strong />
              <StatusWithEmail row={row} className="shrink-0 flex-col items-end" />
            </div>
            <p className="mt-2 truncate text-sm">
              {row.client}
              {row.clientDetail && (
                <span className="text-muted-foreground"> · {row.clientDetail}</span>
              )}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{headers.date}</dt>
                <dd>{formatDate(row.date)}</dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-muted-foreground">{headers.amount}</dt>
                <dd className="font-semibold tabular-nums">{formatUsd(row.amount)}</dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end border-t pt-2">{renderActions(item)}</div>
          </li>
        );
      })}
    </ul>
  );
}
