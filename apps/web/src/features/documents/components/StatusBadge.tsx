import type { InvoiceStatus, ProposalStatus } from '@dealdraft/domain';
import { Badge, type BadgeProps } from '@/components/ui/Badge';

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

/** A proposal's or invoice's status, upper case, in its colour; `label` words it for a reader. */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return <Badge variant={statusTone(status)}>{label.toUpperCase()}</Badge>;
}
