import { useMutation } from '@apollo/client/react';
import { SubscriptionMessages } from '@dealdraft/domain';
import { ResumeSubscriptionDocument } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { notify } from '@/lib/toast';

const M = SubscriptionMessages;

/** Undoes a pending cancel; on success every query on screen (the profile) is fetched again. */
export function useResumeSubscription(): { resume: () => Promise<boolean>; resuming: boolean } {
  const [resumeMutation, { loading }] = useMutation(ResumeSubscriptionDocument, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });

  const resume = async () => {
    try {
      const { data } = await resumeMutation();
      if (data?.resumeSubscription !== true) {
        notify.error(M.resumeNotDone);
        return false;
      }
      notify.success(M.resumed);
      return true;
    } catch (error) {
      notify.error(apiErrorOf(error)?.message ?? M.resumeFailed);
      return false;
    }
  };
  return { resume, resuming: loading };
}
