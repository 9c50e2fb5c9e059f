import { formatMoney } from '@dealdraft/domain';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type ItemsViewProps, StatusWithEmail, TwoLines } from './DocumentRowCells';

/** Below the md breakpoint: a card per document, its actions along the bottom. */
export function DocumentCards<T extends { id: string }>({
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
