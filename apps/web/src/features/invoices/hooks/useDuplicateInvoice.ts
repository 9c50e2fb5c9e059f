import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import {
  useDuplicateAction,
  type DuplicateAction,
} from '@/features/documents/hooks/useDuplicateAction';
import { DuplicateInvoiceDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';

const M = DocumentMessages.invoice;

/** A new draft copy of an invoice. It is a create: the lists and the profile are refreshed. */
export function useDuplicateInvoice(): DuplicateAction {
  const [mutate] = useMutation(DuplicateInvoiceDocument, refreshAfter('invoices', 'profile'));
  return useDuplicateAction((id) => mutate({ variables: { id } }), {
    success: M.duplicated,
    failure: M.duplicateFailed,
  });
}
