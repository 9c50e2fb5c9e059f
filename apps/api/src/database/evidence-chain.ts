import { createHash } from 'node:crypto';

/**
 * The evidence of a proposal's answer is a hash chain: each event's SHA-256 covers its fields and
 * the SHA-256 of the event before it, so an event changed, dropped or put in afterwards breaks
 * every hash after it. With the database code because the migration that backfills past
 * acceptances hashes them too, and migrations import nothing above the database layer.
 */
export type EvidenceKind = 'sent' | 'viewed' | 'accepted';

export interface EvidenceFields {
  proposalId: string;
  seq: number;
  kind: EvidenceKind;
  occurredAt: Date;
  ipHash: string | null;
  userAgent: string | null;
  recipient: string | null;
  contentSha256: string | null;
  /** The previous event's sha256; null for the first event. */
  prevSha256: string | null;
}

/** The first event's predecessor in the hashed text: 64 zeros, as a chain's genesis. */
export const GENESIS = '0'.repeat(64);

/** The event's SHA-256 (hex) over its fields in a fixed order, JSON-encoded. */
export function evidenceHash(event: EvidenceFields): string {
  const canonical = JSON.stringify([
    'dealdraft-evidence-v1',
    event.proposalId,
    event.seq,
    event.kind,
    event.occurredAt.toISOString(),
    event.ipHash,
    event.userAgent,
    event.recipient,
    event.contentSha256,
    event.prevSha256 ?? GENESIS,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** Where a chain breaks: the first event whose link or hash is wrong; null when intact. */
export function firstBrokenEvent(
  events: readonly (EvidenceFields & { sha256: string })[],
): { seq: number; reason: 'sequence' | 'link' | 'hash' } | null {
  let prev: string | null = null;
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) return { seq: event.seq, reason: 'sequence' };
    if (event.prevSha256 !== prev) return { seq: event.seq, reason: 'link' };
    if (evidenceHash(event) !== event.sha256) return { seq: event.seq, reason: 'hash' };
    prev = event.sha256;
  }
  return null;
}
