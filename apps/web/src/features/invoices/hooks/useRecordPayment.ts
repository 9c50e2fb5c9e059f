import { useMutation } from '@apollo/client/react';
import { PaymentMessages } from '@dealdraft/domain';
import { RecordPaymentDocument, type PaymentInput } from '@/generated/graphql';
import { strings } from '@/strings';
import { afterLedgerWrite, writeLedger } from './useInvoicePayments';

/** Records a payment of part or all of the balance. */
export function useRecordPayment(invoiceId: string) {
  const [mutate, { loading }] = useMutation(RecordPaymentDocument, afterLedgerWrite(invoiceId));
  const record = (input: PaymentInput) =>
    writeLedger(
      async () => (await mutate({ variables: { invoiceId, input } })).data?.recordPayment.invoice,
      { success: PaymentMessages.recorded, failure: strings.invoices.payments.form.failed },
    );
  return { record, recording: loading };
}
