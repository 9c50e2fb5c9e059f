import { formatMoney } from '@dealdraft/domain';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { strings } from '@/strings';
import type { Invoice } from '../hooks/useInvoices';

const t = strings.invoices.payments;

/** The totals row's columns by how many figures it has (Tailwind needs whole class names). */
const TOTALS_COLUMNS: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-5',
};

/**
 * Total, Paid and Balance due, each in the invoice's own currency; Credited and Deposit paid
 * between them when credit notes or the proposal's paid deposit stand against it, so
 * Total − Credited − Deposit paid − Paid reads as the Balance due.
 */
export function PaymentTotals({ invoice }: { invoice: Invoice }) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const noteId = useId();
  const deposit = invoice.depositDeducted > 0;
  const cells = [
    { label: strings.common.total, value: money(invoice.total) },
    ...(invoice.amountCredited > 0
      ? [{ label: t.totals.credited, value: money(invoice.amountCredited) }]
      : []),
    ...(deposit
      ? [
          {
            label: invoice.depositInvoiceNumber
              ? t.totals.depositOf(invoice.depositInvoiceNumber)
              : t.totals.deposit,
            value: money(invoice.depositDeducted),
            noted: true,
          },
        ]
      : []),
    { label: t.totals.paid, value: money(invoice.amountPaid) },
    { label: t.totals.balance, value: money(invoice.balanceDue), strong: true },
  ];
  return (
    <div className="grid gap-1.5">
      <dl
        aria-label={t.totals.label}
        className={cn('grid gap-2 rounded-lg border bg-muted/30 p-3', TOTALS_COLUMNS[cells.length])}
      >
        {cells.map((cell) => (
          <div key={cell.label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{cell.label}</dt>
            <dd
              aria-describedby={cell.noted ? noteId : undefined}
              className={
                cell.strong
                  ? 'text-base font-semibold break-words tabular-nums'
                  : 'text-sm font-medium break-words tabular-nums'
              }
            >
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
      {deposit && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {t.totals.depositNote}
        </p>
      )}
    </div>
  );
}
