import { useMutation } from '@apollo/client/react';
import { PaymentMessages } from '@dealdraft/domain';
import { RefundPaymentDocument, type RefundInput } from '@/generated/graphql';
import { strings } from '@/strings';
import { afterLedgerWrite, writeLedger } from './useInvoicePayments';

/** Gives back part or all of what is left of a payment recorded by hand. */
export function useRefundPayment(invoiceId: string) {
  const [mutate, { loading }] = useMutation(RefundPaymentDocument, afterLedgerWrite(invoiceId));
  const refund = (paymentId: string, input: RefundInput) =>
    writeLedger(
      async () =>
        (await mutate({ variables: { invoiceId, paymentId, input } })).data?.refundPayment.invoice,
      { success: PaymentMessages.refunded, failure: strings.invoices.payments.refund.failed },
    );
  return { refund, refunding: loading };
}
