import { useMutation, useQuery } from '@apollo/client/react';
import { PaySimulatedCheckoutDocument, SimulatedCheckoutDocument } from '@/generated/graphql';
import type { SimulatedCheckoutQuery } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { useRedirect } from '@/lib/redirect';

export type SimulatedCheckout = SimulatedCheckoutQuery['simulatedCheckout'];

export type SimulatedCheckoutState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; checkout: SimulatedCheckout };

/**
 * The simulated checkout: Pay has the api activate the plan (as a verified webhook would)
 * and returns to successUrl; Decline returns to cancelUrl, as Stripe's own page would. A
 * payment the api refuses also ends on cancelUrl, where the result page says so.
 */
export function useSimulatedCheckout(session: string) {
  const { data, loading, error } = useQuery(SimulatedCheckoutDocument, {
    variables: { session },
    fetchPolicy: 'network-only',
  });
  const [payMutation, { loading: paying }] = useMutation(PaySimulatedCheckoutDocument);
  const redirect = useRedirect();

  let state: SimulatedCheckoutState;
  if (loading) state = { status: 'loading' };
  else if (error || !data) state = { status: 'error', message: apiErrorOf(error)?.message ?? null };
  else state = { status: 'ready', checkout: data.simulatedCheckout };

  const pay = async (checkout: SimulatedCheckout) => {
    try {
      const { data: paid } = await payMutation({ variables: { session } });
      redirect(paid?.paySimulatedCheckout.url ?? checkout.cancelUrl);
    } catch {
      redirect(checkout.cancelUrl);
    }
  };
  const decline = (checkout: SimulatedCheckout) => redirect(checkout.cancelUrl);
  return { state, pay, decline, paying };
}
