import { useMutation } from '@apollo/client/react';
import { SubscriptionMessages } from '@dealdraft/domain';
import { CancelSubscriptionDocument } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { notify } from '@/lib/toast';

const M = SubscriptionMessages;

/** Cancel at period end; on success every query on screen (the profile) is fetched again. */
export function useCancelSubscription(): { cancel: () => Promise<boolean>; cancelling: boolean } {
  const [cancelMutation, { loading }] = useMutation(CancelSubscriptionDocument, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  const cancel = async () => {
    try {
      const { data } = await cancelMutation();
      if (data?.cancelSubscription !== true) {
        notify.error(M.cancelNotDone);
        return false;
      }
      notify.success(M.cancelled);
      return true;
    } catch (error) {
      notify.error(apiErrorOf(error)?.message ?? M.cancelFailed);
      return false;
    }
  };
  return { cancel, cancelling: loading };
}
