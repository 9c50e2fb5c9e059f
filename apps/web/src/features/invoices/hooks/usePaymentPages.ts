import { useMutation, useQuery } from '@apollo/client/react';
import { withToasts } from '@/features/documents/utils/mutation-toasts';
import { ClosePaymentPagesDocument, InvoicePaymentPagesDocument } from '@/generated/graphql';
import { strings } from '@/strings';

const t = strings.invoices.payments.openPages;

/**
 * The client's payment pages open on the invoice, read afresh each time the panel opens, and
 * closing them: while one is open the invoice's currency and total stay and it cannot go.
 */
export function usePaymentPages(invoiceId: string) {
  const { data } = useQuery(InvoicePaymentPagesDocument, {
    variables: { id: invoiceId },
    fetchPolicy: 'network-only',
  });
  const [closeMutation, { loading: closing }] = useMutation(ClosePaymentPagesDocument, {
    refetchQueries: [{ query: InvoicePaymentPagesDocument, variables: { id: invoiceId } }],
    awaitRefetchQueries: true,
  });
  return {
    open: data?.invoice.openPaymentPages ?? 0,
    closing,
    close: () =>
      withToasts(() => closeMutation({ variables: { invoiceId } }), {
        success: t.closed,
        failure: t.closeFailed,
      }),
  };
}
