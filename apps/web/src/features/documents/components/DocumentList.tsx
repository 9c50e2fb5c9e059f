import { Copy, formatMoney } from '@dealdraft/domain';
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
import { strings } from '@/strings';
import { ClientViewsHint, type ClientViews } from './ClientViewsHint';
import { EmailActivityHint, type EmailActivity } from './EmailActivityHint';
import type { PagedList } from '../utils/paged-list';
import { StatusBadge } from './StatusBadge';

/** What a list shows of one proposal or invoice, in the column order of both screens. */
export type DocumentRow = {
  title: string;
  subtitle?: string;
  client: string;
  clientDetail?: string;
  /** ISO date or timestamp, shown in the browser's locale. */
  date: string;
  /** In `currency` (major units). */
  amount: number;
  /** ISO 4217; each row is shown in its own currency, never converted. */
  currency: string;
  /** A small line under the amount, e.g. what a partly paid invoice still owes. */
  amountNote?: string;
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
              {list.loadingMore && (
                <Spinner label={strings.common.loadingMore} className="size-4" />
              )}
              {strings.common.loadMore}
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

/**
 * Date, amount, status and the row's actions take the width their content needs (a list whose
 * rows have five actions gives the other two to the title); the title and the client share what
 * is left, the title most of it. Long texts are cut there (a title after two lines, in full on
 * hover) instead of widening the table; e-mail and visit hints stack under the status. Below ~1280px the table still scrolls sideways, so Actions stays pinned to its
 * right edge: no action is ever out of reach.
 */
function DocumentTable<T extends { id: string }>({
  label,
  items,
  headers,
  toRow,
  renderActions,
}: ItemsViewProps<T>) {
  return (
    <Table aria-label={label} className="min-w-[56rem]">
      {/*
        Automatic layout: the two shares add up to the whole table, so every other column shrinks
        to its content, and the texts' max-w-0 keeps a long title from widening the table.
      */}
      <colgroup>
        <col className="w-[75%]" />
        <col className="w-[25%]" />
        <col />
        <col />
        <col className="w-36" />
        <col />
      </colgroup>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{headers.title}</TableHead>
          <TableHead>{headers.client}</TableHead>
          <TableHead>{headers.date}</TableHead>
          <TableHead className="text-right">{headers.amount}</TableHead>
          <TableHead>{strings.common.status}</TableHead>
          <TableHead className={cn('px-2 text-right', PINNED, PINNED_HEAD)}>
            {strings.common.actions}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => {
          const row = toRow(item);
          return (
            <TableRow key={item.id} className="group">
              <TableCell className="max-w-0">
                <TwoLines first={row.title} second={row.subtitle} strong />
              </TableCell>
              <TableCell className="max-w-0">
                <TwoLines first={row.client} second={row.clientDetail} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(row.date)}</TableCell>
              <TableCell className="text-right tabular-nums">
                <span
                  className="block truncate font-medium"
                  title={formatMoney(row.amount, row.currency)}
                >
                  {formatMoney(row.amount, row.currency)}
                </span>
                {row.amountNote && (
                  <span
                    className="block truncate text-xs text-muted-foreground"
                    title={row.amountNote}
                  >
                    {row.amountNote}
                  </span>
                )}
              </TableCell>
              <TableCell>
                <StatusWithEmail row={row} className="flex-col items-start" wrapHints />
              </TableCell>
              <TableCell className={cn('px-2', PINNED, PINNED_CELL)}>
                <div className="flex justify-end">{renderActions(item)}</div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * The Actions column stays at the right edge while the table scrolls under it, behind a short
 * fade so the clipped text reads as "more to the left" rather than as cut off.
 */
const PINNED =
  'sticky right-0 before:pointer-events-none before:absolute before:inset-y-0 before:-left-4 before:w-4 before:bg-linear-to-l before:to-transparent';
// Opaque versions of the header's and the hovered row's translucent tints over the card.
const PINNED_HEAD =
  'bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))] before:from-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]';
const PINNED_CELL =
  'bg-card before:from-card group-hover:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))] group-hover:before:from-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))]';

function StatusWithEmail({
  row,
  className,
  wrapHints,
}: {
  row: DocumentRow;
  className?: string;
  /** A long hint ("Viewed 12×, last 3 hours ago") may wrap instead of widening its column. */
  wrapHints?: boolean;
}) {
  return (
    <div className={cn('flex items-center gap-x-2 gap-y-1', className)}>
      <StatusBadge status={row.status} />
      {row.email && <EmailActivityHint activity={row.email} />}
      {row.views && <ClientViewsHint views={row.views} wrap={wrapHints} />}
    </div>
  );
}

/**
 * A text and its detail under it. In a table row the text takes up to two lines and the detail
 * one, in full on hover; a row's height never depends on focus: a row that unfolded on keyboard
 * focus folded again on the next mouse press (a dialog closed with Escape hands focus back as
 * keyboard focus), moved its buttons between press and release, and lost the click.
 */
function TwoLines({
  first,
  second,
  strong,
  wrap,
}: {
  first: string;
  second?: string;
  strong?: boolean;
  /** The first line in full over as many lines as it takes (a phone's card has the height). */
  wrap?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col">
      <span
        className={cn('break-words', !wrap && 'line-clamp-2', strong && 'font-medium')}
        title={first}
      >
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
              <TwoLines first={row.title} second={row.subtitle} strong wrap />
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
                <dd className="font-semibold tabular-nums">
                  {formatMoney(row.amount, row.currency)}
                </dd>
                {row.amountNote && (
                  <dd className="text-xs text-muted-foreground tabular-nums">{row.amountNote}</dd>
                )}
              </div>
            </dl>
            <div className="mt-3 flex justify-end border-t pt-2">{renderActions(item)}</div>
          </li>
        );
      })}
    </ul>
  );
}
