import type { PaidPlanId } from '@dealdraft/domain';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import { useStartCheckout } from '../hooks/useStartCheckout';

/**
 * Purchase New Subscription: buys the lapsed paid plan again. It goes through upgrade, whose
 * completion replaces whatever is left of the old subscription, so nothing is billed twice.
 */
export function PurchaseSubscriptionButton({ plan }: { plan: PaidPlanId }) {
  const { startCheckout, pendingPlan } = useStartCheckout();
  const processing = pendingPlan !== null;
  return (
    <Button disabled={processing} onClick={() => void startCheckout(plan, 'upgrade')}>
      <RefreshCwIcon aria-hidden />
      {processing ? strings.common.processing : strings.subscription.purchase}
    </Button>
  );
}
