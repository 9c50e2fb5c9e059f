import { useQuery } from '@apollo/client/react';
import { InvoiceCreditNotesDocument, type CreditNoteFieldsFragment } from '@/generated/graphql';

export type CreditNote = CreditNoteFieldsFragment;

/** An invoice's credit notes, oldest first, fetched afresh each time it is opened. */
export function useInvoiceCreditNotes(invoiceId: string) {
  const { data, error } = useQuery(InvoiceCreditNotesDocument, {
    variables: { invoiceId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return {
    creditNotes: data?.invoiceCreditNotes,
    failed: Boolean(error && !data),
  };
}
