import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { withToasts, type MutationResult } from '@/features/documents/utils/mutation-toasts';
import { CreateInvoiceDocument, type InvoiceInput } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.invoice;

/** Spec §4: creating refreshes the lists and the profile, whose counters it uses up. */
export function useCreateInvoice(): (input: InvoiceInput) => Promise<MutationResult> {
  const [createInvoice] = useMutation(CreateInvoiceDocument, refreshAfter('invoices', 'profile'));
  return (input) =>
    withToasts(() => createInvoice({ variables: { input } }), {
      success: M.created,
      failure: M.createFailed,
    });
}
