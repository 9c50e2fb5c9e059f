import { isPaidPlan, type PaidPlanId } from '@dealdraft/domain';
import { useNavigate } from 'react-router';
import { PlanCards, type PlanCardsProps } from '@/components/plans/PlanCards';
import { useSessionState } from '@/lib/session';
import { useStartCheckout } from '../hooks/useStartCheckout';

type PlanPickerProps = { current: PlanCardsProps['current'] };

/**
 * The plan cards wired up: a visitor is sent to login (spec §2); a paying customer changes
 * plan through upgrade, so nothing is billed twice; anyone else subscribes.
 */
export function PlanPicker({ current }: PlanPickerProps) {
  const session = useSessionState();
  const navigate = useNavigate();
  const { startCheckout, pendingPlan } = useStartCheckout();

  const select = (plan: PaidPlanId) => {
    if (session.status !== 'signed-in') {
      void navigate('/login');
      return;
    }
    const paying = current != null && isPaidPlan(current.plan) && current.isSubscriptionActive;
    void startCheckout(plan, paying ? 'upgrade' : 'subscribe');
  };

  return <PlanCards current={current} pendingPlan={pendingPlan} onSelect={select} />;
}
