import { useMutation } from '@apollo/client/react';
import { PaymentMessages } from '@dealdraft/domain';
import { DeletePaymentDocument } from '@/generated/graphql';
import { strings } from '@/strings';
import { afterLedgerWrite, writeLedger } from './useInvoicePayments';

/**
 * Removes a payment or refund recorded by mistake; the api refuses an online payment and a
 * payment that has refunds, and says why.
 */
export function useDeletePayment(invoiceId: string) {
  const [mutate, { loading }] = useMutation(DeletePaymentDocument, afterLedgerWrite(invoiceId));
  const remove = (paymentId: string) =>
    writeLedger(
      async () => (await mutate({ variables: { invoiceId, paymentId } })).data?.deletePayment,
      { success: PaymentMessages.deleted, failure: strings.invoices.payments.delete.failed },
    );
  return { remove, deleting: loading };
}
