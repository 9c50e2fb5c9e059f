import { amountDue, fromMinor, paidLedger, toMinor, type AmountDue } from '@dealdraft/domain';
import type { InvoiceContentSource } from './content-sources';

/**
 * What the client is asked to pay on `invoice`, from the amounts its model carries: the one sum
 * its PDF, its e-mail, its client page and its reminders state.
 */
export function invoiceAmountDue(
  invoice: Pick<
    InvoiceContentSource,
    | 'amount'
    | 'amountPaid'
    | 'amountCredited'
    | 'depositDeducted'
    | 'depositInvoiceNumber'
    | 'currency'
  >,
): AmountDue {
  const minor = (value: number) => toMinor(value, invoice.currency) ?? 0n;
  return amountDue({
    totalMinor: minor(invoice.amount),
    creditedMinor: minor(invoice.amountCredited),
    deposit: {
      invoiceNumber: invoice.depositInvoiceNumber ?? '',
      amountMinor: minor(invoice.depositDeducted),
    },
    ledger: paidLedger(minor(invoice.amountPaid)),
  });
}

/** What an invoice's e-mail states: the amount due, and the paid deposit it deducts. */
export function invoiceEmailAmounts(invoice: Parameters<typeof invoiceAmountDue>[0]): {
  amount: number;
  deposit: { invoiceNumber: string; amount: number } | null;
} {
  const due = invoiceAmountDue(invoice);
  return {
    amount: fromMinor(due.balanceMinor, invoice.currency),
    deposit: due.deposit
      ? {
          invoiceNumber: due.deposit.invoiceNumber,
          amount: fromMinor(due.deposit.amountMinor, invoice.currency),
        }
      : null,
  };
}
