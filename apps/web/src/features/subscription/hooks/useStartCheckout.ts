import { useMutation } from '@apollo/client/react';
import { SubscriptionMessages, type PaidPlanId } from '@dealdraft/domain';
import { useState } from 'react';
import { SubscribeDocument, UpgradeSubscriptionDocument } from '@/generated/graphql';
import { apiErrorOf } from '@/lib/api-errors';
import { notify } from '@/lib/toast';
import { useRedirect } from '@/lib/redirect';
import { checkoutReturnUrls } from '../utils/redirect';

const M = SubscriptionMessages;

/** Subscribe starts a first plan; upgrade replaces a paid one (spec §7, messages of §8). */
export type CheckoutKind = 'subscribe' | 'upgrade';

const MESSAGES: Record<CheckoutKind, { noUrl: string; failed: string }> = {
  subscribe: { noUrl: M.checkoutNoUrl, failed: M.subscribeFailed },
  upgrade: { noUrl: M.upgradeNoUrl, failed: M.upgradeFailed },
};

/**
 * Starts a checkout and sends the browser to it. `pendingPlan` stays set until the browser
 * has left, so the buttons keep reading Processing... instead of flashing back.
 */
export function useStartCheckout(): {
  startCheckout: (plan: PaidPlanId, kind: CheckoutKind) => Promise<void>;
  pendingPlan: PaidPlanId | null;
} {
  const [subscribe] = useMutation(SubscribeDocument);
  const [upgrade] = useMutation(UpgradeSubscriptionDocument);
  const redirect = useRedirect();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanId | null>(null);

  const startCheckout = async (plan: PaidPlanId, kind: CheckoutKind) => {
    if (pendingPlan) return;
    setPendingPlan(plan);
    const messages = MESSAGES[kind];
    const variables = { input: { plan, ...checkoutReturnUrls() } };
    try {
      const url =
        kind === 'subscribe'
          ? (await subscribe({ variables })).data?.subscribe.url
          : (await upgrade({ variables })).data?.upgradeSubscription.url;
      if (!url) {
        notify.error(messages.noUrl);
        setPendingPlan(null);
        return;
      }
      notify.success(M.redirecting);
      redirect(url);
    } catch (error) {
      notify.error(apiErrorOf(error)?.message ?? messages.failed);
      setPendingPlan(null);
    }
  };

  return { startCheckout, pendingPlan };
}
