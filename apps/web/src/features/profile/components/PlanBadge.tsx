import { isPaidPlan, PlanId, planLabel } from '@dealdraft/domain';
import { Badge, type BadgeProps } from '@/components/ui/Badge';

function variantOf(plan: string): BadgeProps['variant'] {
  if (isPaidPlan(plan)) return 'default';
  return plan === PlanId.Trial ? 'tinted' : 'outline';
}

export function PlanBadge({ plan }: { plan: string }) {
  return <Badge variant={variantOf(plan)}>{planLabel(plan).title}</Badge>;
}
