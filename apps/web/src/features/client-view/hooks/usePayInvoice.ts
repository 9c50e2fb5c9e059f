import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { PayInvoiceDocument } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { useRedirect } from '@/lib/redirect';

/**
 * The client's Pay now: the api opens a payment page for the balance (Stripe Checkout, or the
 * simulated gateway) and the browser goes there; it comes back to this page after.
 */
export function usePayInvoice(token: string, failedMessage: string) {
  const [payMutation, { loading }] = useMutation(PayInvoiceDocument);
  const [error, setError] = useState<string | null>(null);
  const redirect = useRedirect();

  const pay = async () => {
    setError(null);
    try {
      const { data } = await payMutation({ variables: { token } });
      if (data) redirect(data.payInvoice.url);
    } catch (caught) {
      setError(apiErrorOf(caught)?.message ?? failedMessage);
    }
  };
  return { pay, opening: loading, error };
}
