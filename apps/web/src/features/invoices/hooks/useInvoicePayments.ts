import { useQuery } from '@apollo/client/react';
import type { FieldError } from '@dealdraft/domain';
import { withToasts } from '@/features/documents/utils/mutation-toasts';
import { InvoicePaymentsDocument, type PaymentFieldsFragment } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';
import type { Invoice } from './useInvoices';

export type Payment = PaymentFieldsFragment;

/** A ledger write's outcome: the invoice as it now is, or the fields the api refused. */
export type PaymentWriteResult =
  { ok: true; invoice: Invoice | undefined } | { ok: false; fieldErrors: FieldError[] };

/** An invoice's payments and refunds, oldest first, fetched afresh each time it is opened. */
export function useInvoicePayments(invoiceId: string) {
  const { data, error } = useQuery(InvoicePaymentsDocument, {
    variables: { invoiceId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return {
    payments: data?.invoicePayments,
    failed: Boolean(error && !data),
  };
}

/**
 * After a payment, refund or deletion: the ledger is read again (a refund changes what its
 * payment has left), and the lists refetch, since the new status may move the invoice in or out
 * of a filter. The invoice each write answers updates its row from the cache meanwhile.
 */
export const afterLedgerWrite = (invoiceId: string) => ({
  ...refreshAfter('invoices'),
  refetchQueries: [{ query: InvoicePaymentsDocument, variables: { invoiceId } }],
  awaitRefetchQueries: true,
});

/** Runs a ledger write with its toasts; `run` answers the invoice the api sent back. */
export async function writeLedger(
  run: () => Promise<Invoice | undefined>,
  messages: { success: string; failure: string },
): Promise<PaymentWriteResult> {
  let invoice: Invoice | undefined;
  const result = await withToasts(async () => {
    invoice = await run();
  }, messages);
  return result.ok ? { ok: true, invoice } : result;
}
