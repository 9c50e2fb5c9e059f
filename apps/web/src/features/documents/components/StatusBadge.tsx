import type { LedgerStatus, ProposalStatus } from '@dealdraft/domain';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';

type Tone = NonNullable<BadgeProps['variant']>;

/**
 * Spec §4: each status has its colour. Partially paid has its own, between sent's
 * blue and paid's green, and apart from overdue's amber, which a late partial payment reads as.
 */
const TONES: Record<ProposalStatus | LedgerStatus, Tone> = {
  draft: 'secondary',
  sent: 'info',
  accepted: 'success',
  rejected: 'destructive',
  partially_paid: 'progress',
  paid: 'success',
  overdue: 'warning',
};

/** The badge colour of a status; one the app does not know falls back to draft's (spec §4). */
export function statusTone(status: string): Tone {
  return Object.hasOwn(TONES, status) ? TONES[status as keyof typeof TONES] : TONES.draft;
}

/**
 * A proposal's or invoice's status, upper case, in its colour. Its words come from the status
 * labels in src/strings, or from `label` (the client's page passes its document language's).
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const words = label ?? labelOf(strings.documents.statuses, status);
  return <Badge variant={statusTone(status)}>{words.toUpperCase()}</Badge>;
}
