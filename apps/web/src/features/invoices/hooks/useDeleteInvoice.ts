import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { DeleteInvoiceDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.invoice;

export function useDeleteInvoice(): {
  deleteInvoice: (id: string) => Promise<MutationResult>;
  deleting: boolean;
} {
  const [mutate, { loading }] = useMutation(DeleteInvoiceDocument, refreshAfter('invoices'));
  const deleteInvoice = (id: string) =>
    withToasts(() => mutate({ variables: { id } }), {
      success: M.deleted,
      failure: M.deleteFailed,
    });
  return { deleteInvoice, deleting: loading };
}
