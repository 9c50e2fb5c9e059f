import { isCurrentPlan, PLAN_LIST, SubscriptionCopy, type PaidPlanId } from '@dealdraft/domain';
import { PlanCard } from './PlanCard';

export type PlanCardsProps = {
  /** The signed-in user's plan; null for visitors. */
  current?: { plan: string; isSubscriptionActive: boolean } | null;
  /** The plan whose checkout is starting: its button reads Processing... and all are disabled. */
  pendingPlan?: PaidPlanId | null;
  onSelect: (plan: PaidPlanId) => void;
};

/**
 * The pricing plan cards (spec §2), shared by the /pricing page and the landing page. Only
 * presentation: what a button does is the caller's `onSelect`.
 */
export function PlanCards({ current = null, pendingPlan = null, onSelect }: PlanCardsProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-stretch gap-6 pt-3 md:grid-cols-3">
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={isCurrentPlan(plan.id, current)}
            pendingPlan={pendingPlan}
            onSelect={onSelect}
          />
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">{SubscriptionCopy.pricingNotice}</p>
    </div>
  );
}
