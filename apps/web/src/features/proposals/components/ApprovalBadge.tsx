import { CheckCircle2Icon, CircleAlertIcon, ClockIcon, Undo2Icon } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import type { ProposalApprovalFieldsFragment } from '@/generated/graphql';
import { strings } from '@/strings';

type Approval = Pick<ProposalApprovalFieldsFragment, 'state' | 'required'>;

const LOOK: Record<Approval['state'], { variant: BadgeProps['variant']; icon: typeof ClockIcon }> =
  {
    none: { variant: 'warning', icon: CircleAlertIcon },
    requested: { variant: 'info', icon: ClockIcon },
    approved: { variant: 'success', icon: CheckCircle2Icon },
    returned: { variant: 'destructive', icon: Undo2Icon },
  };

/**
 * "Needs approval", "Approval requested", "Approved", "Returned": shown while the workspace's
 * rule holds the proposal (nothing when it is within the rule).
 */
export function ApprovalBadge({ approval }: { approval: Approval | null | undefined }) {
  if (!approval?.required) return null;
  const { variant, icon: Icon } = LOOK[approval.state];
  return (
    <Badge variant={variant} data-testid="approval-badge">
      <Icon aria-hidden />
      {strings.approvals.state[approval.state]}
    </Badge>
  );
}
