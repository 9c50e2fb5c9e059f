import { useApolloClient } from '@apollo/client/react';
import { SubscriptionMessages } from '@dealdraft/domain';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/toast';

/**
 * The payment result pages' toast, once per visit (spec §2). After a payment, the cached
 * profile is dropped so the next screen reads the plan the webhook set; the page itself
 * grants nothing.
 */
export function usePaymentResult(result: 'success' | 'decline'): void {
  const client = useApolloClient();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    if (result === 'decline') {
      notify.error(SubscriptionMessages.paymentFailed);
      return;
    }
    client.cache.evict({ fieldName: 'profile' });
    client.cache.gc();
    notify.success(SubscriptionMessages.paymentSucceeded);
  }, [client, result]);
}
