import type { InvoiceStatus, ProposalStatus } from '@dealdraft/domain';
import { Badge, type BadgeProps } from '@/components/ui/Badge';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';

type Tone = NonNullable<BadgeProps['variant']>;

/** Spec §4: each status has its colour. */
const TONES: Record<ProposalStatus | InvoiceStatus, Tone> = {
  draft: 'secondary',
  sent: 'info',
  accepted: 'success',
  rejected: 'destructive',
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
