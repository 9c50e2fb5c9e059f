import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { UpdateInvoiceDocument, type InvoiceInput } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.invoice;

/** A full update; the lists refetch, since a new status or number may move it in or out. */
export function useUpdateInvoice(): (id: string, input: InvoiceInput) => Promise<MutationResult> {
  const [updateInvoice] = useMutation(UpdateInvoiceDocument, refreshAfter('invoices'));
  return (id, input) =>
    withToasts(() => updateInvoice({ variables: { id, input } }), {
      success: M.updated,
      failure: M.updateFailed,
    });
}
