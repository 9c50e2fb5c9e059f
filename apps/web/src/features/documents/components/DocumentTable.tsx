import { formatMoney } from '@dealdraft/domain';
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
import { type ItemsViewProps, StatusWithEmail, TwoLines } from './DocumentRowCells';

/**
 * Date, amount, status and the row's actions take the width their content needs (a list whose
 * rows have five actions gives the other two to the title); the title and the client share what
 * is left, the title most of it. Long texts are cut there (a title after two lines, in full on
 * hover) instead of widening the table; e-mail and visit hints stack under the status. Below ~1280px the table still scrolls sideways, so Actions stays pinned to its
 * right edge: no action is ever out of reach.
 */
export function DocumentTable<T extends { id: string }>({
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
