import { useMutation } from '@apollo/client/react';
import { CreditNoteMessages } from '@dealdraft/domain';
import {
  CreateCreditNoteDocument,
  InvoiceCreditNotesDocument,
  type CreateCreditNoteInput,
} from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';
import { strings } from '@/strings';
import { writeLedger } from './useInvoicePayments';

/**
 * Issues a credit note against part or all of the balance. The invoice it answers updates its
 * list row from the cache; the lists refetch (the status may move it out of a filter) and the
 * invoice's credit notes are read again.
 */
export function useCreateCreditNote(invoiceId: string) {
  const [mutate, { loading }] = useMutation(CreateCreditNoteDocument, {
    ...refreshAfter('invoices'),
    refetchQueries: [{ query: InvoiceCreditNotesDocument, variables: { invoiceId } }],
    awaitRefetchQueries: true,
  });
  const issue = (input: CreateCreditNoteInput) =>
    writeLedger(
      async () =>
        (await mutate({ variables: { invoiceId, input } })).data?.createCreditNote.invoice,
      {
        success: CreditNoteMessages.created,
        failure: strings.invoices.payments.creditNotes.form.failed,
      },
    );
  return { issue, issuing: loading };
}
