import type { ReactNode } from 'react';
import type { DocumentListHeaders, DocumentRow } from './DocumentList';
import { cn } from '@/lib/utils';
import { ClientViewsHint } from './ClientViewsHint';
import { EmailActivityHint } from './EmailActivityHint';
import { StatusBadge } from './StatusBadge';

/** What the table and the cards take: the same rows, laid out for the width. */
export type ItemsViewProps<T> = {
  label: string;
  items: T[];
  headers: DocumentListHeaders;
  toRow: (item: T) => DocumentRow;
  renderActions: (item: T) => ReactNode;
  className?: string;
};

/** The status badge with its e-mail and visit hints. */
export function StatusWithEmail({
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
      {row.badge}
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
export function TwoLines({
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
