import { useMutation, useQuery } from '@apollo/client/react';
import { withToasts } from '@/features/documents/utils/mutation-toasts';
import {
  ApplyClientCreditDocument,
  ClientCreditsDocument,
  ClientInvoicesDocument,
  ClientSummaryDocument,
  RefundClientCreditDocument,
  type ClientCreditsQuery,
} from '@/generated/graphql';
import { strings } from '@/strings';

const t = strings.clients.credits;

export type ClientCredit = ClientCreditsQuery['clientCredits'][number];

/**
 * The client's unapplied credits, and applying one to an invoice or marking it refunded. Each
 * write refetches the credits, the totals and the invoices, whose paid amounts it changes.
 */
export function useClientCredits(clientId: string) {
  const { data } = useQuery(ClientCreditsDocument, {
    variables: { clientId },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = {
    refetchQueries: [ClientCreditsDocument, ClientSummaryDocument, ClientInvoicesDocument],
    awaitRefetchQueries: true,
  };
  const [applyMutation, { loading: applying }] = useMutation(ApplyClientCreditDocument, refetch);
  const [refundMutation, { loading: refunding }] = useMutation(RefundClientCreditDocument, refetch);
  return {
    credits: data?.clientCredits ?? [],
    busy: applying || refunding,
    apply: (id: string, invoiceId: string) =>
      withToasts(() => applyMutation({ variables: { id, invoiceId } }), {
        success: t.applied,
        failure: t.applyFailed,
      }),
    refund: (id: string) =>
      withToasts(() => refundMutation({ variables: { id } }), {
        success: t.refunded,
        failure: t.refundFailed,
      }),
  };
}
