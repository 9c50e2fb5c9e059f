import { useMutation, useQuery } from '@apollo/client/react';
import {
  PaySimulatedInvoicePaymentDocument,
  SimulatedInvoicePaymentDocument,
  type SimulatedInvoicePaymentQuery,
} from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { useRedirect } from '@/lib/redirect';

export type SimulatedPayment = SimulatedInvoicePaymentQuery['simulatedInvoicePayment'];

/**
 * The simulated gateway: Pay has the api record the payment (as Stripe's webhook would) and
 * returns to the client page; Cancel returns there too, as Stripe's own page would.
 */
export function useSimulatedPayment(session: string) {
  const { data, loading, error } = useQuery(SimulatedInvoicePaymentDocument, {
    variables: { session },
    fetchPolicy: 'network-only',
  });
  const [payMutation, { loading: paying }] = useMutation(PaySimulatedInvoicePaymentDocument);
  const redirect = useRedirect();

  const pay = async (payment: SimulatedPayment) => {
    try {
      const { data: paid } = await payMutation({ variables: { session } });
      redirect(paid?.paySimulatedInvoicePayment.url ?? payment.cancelUrl);
    } catch {
      redirect(payment.cancelUrl);
    }
  };
  const cancel = (payment: SimulatedPayment) => redirect(payment.cancelUrl);
  return {
    payment: data?.simulatedInvoicePayment ?? null,
    loading,
    error: error ? (apiErrorOf(error)?.message ?? null) : null,
    pay,
    cancel,
    paying,
  };
}
