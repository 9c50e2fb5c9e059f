import type { EntityManager } from 'typeorm';
import {
  evidenceHash,
  firstBrokenEvent,
  type EvidenceFields,
  type EvidenceKind,
} from '../database/evidence-chain';
import type { PrintableEvidence } from '../documents/content/printable-document';

/** One event of a proposal's evidence, as stored. */
export interface EvidenceEvent extends EvidenceFields {
  sha256: string;
}

export interface NewEvidence {
  workspaceId: string;
  proposalId: string;
  kind: EvidenceKind;
  occurredAt: Date;
  ipHash?: string | null;
  userAgent?: string | null;
  recipient?: string | null;
  contentSha256?: string | null;
}

/** A user agent is kept as sent, up to this many characters. */
const USER_AGENT_MAX = 512;

/**
 * Appends an event to the proposal's chain, in the caller's transaction: a transaction-scoped
 * advisory lock on the proposal serialises appends (concurrent views get consecutive seqs). The
 * chain closes with the acceptance: what happens after (views of the accepted page) is not
 * evidence of the answer, and nothing is appended; returns null then.
 */
export async function appendEvidence(
  manager: EntityManager,
  input: NewEvidence,
): Promise<EvidenceEvent | null> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 37))`, [input.proposalId]);
  const [last]: { seq: number; kind: EvidenceKind; sha256: string }[] = await manager.query(
    `SELECT seq, kind, sha256 FROM proposal_evidence_events
      WHERE proposal_id = $1 ORDER BY seq DESC LIMIT 1`,
    [input.proposalId],
  );
  if (last?.kind === 'accepted') return null;
  const event: EvidenceFields = {
    proposalId: input.proposalId,
    seq: (last?.seq ?? 0) + 1,
    kind: input.kind,
    // Stored to the microsecond, hashed to the millisecond: the same Date either way.
    occurredAt: new Date(input.occurredAt.getTime()),
    ipHash: input.ipHash ?? null,
    userAgent: input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX) : null,
    recipient: input.recipient ?? null,
    contentSha256: input.contentSha256 ?? null,
    prevSha256: last?.sha256 ?? null,
  };
  const sha256 = evidenceHash(event);
  await manager.query(
    `INSERT INTO proposal_evidence_events (workspace_id, proposal_id, seq, kind, occurred_at,
       ip_hash, user_agent, recipient, content_sha256, prev_sha256, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      input.workspaceId,
      event.proposalId,
      event.seq,
      event.kind,
      event.occurredAt,
      event.ipHash,
      event.userAgent,
      event.recipient,
      event.contentSha256,
      event.prevSha256,
      sha256,
    ],
  );
  return { ...event, sha256 };
}

/** The proposal's events in order, within its workspace. */
export async function evidenceOf(
  manager: EntityManager,
  workspaceId: string,
  proposalId: string,
): Promise<EvidenceEvent[]> {
  const rows: {
    seq: number;
    kind: EvidenceKind;
    occurred_at: Date;
    ip_hash: string | null;
    user_agent: string | null;
    recipient: string | null;
    content_sha256: string | null;
    prev_sha256: string | null;
    sha256: string;
  }[] = await manager.query(
    `SELECT seq, kind, occurred_at, ip_hash, user_agent, recipient, content_sha256,
            prev_sha256, sha256
       FROM proposal_evidence_events
      WHERE workspace_id = $1 AND proposal_id = $2 ORDER BY seq`,
    [workspaceId, proposalId],
  );
  return rows.map((r) => ({
    proposalId,
    seq: r.seq,
    kind: r.kind,
    occurredAt: new Date(r.occurred_at),
    ipHash: r.ip_hash,
    userAgent: r.user_agent,
    recipient: r.recipient,
    contentSha256: r.content_sha256,
    prevSha256: r.prev_sha256,
    sha256: r.sha256,
  }));
}

/** The chain checked: intact, or the first event where it breaks. */
export function checkChain(events: readonly EvidenceEvent[]) {
  const broken = firstBrokenEvent(events);
  return { intact: broken === null, broken, lastSha256: events.at(-1)?.sha256 ?? null };
}

/** The proposal's chain as its audit page prints it; null when it has no events. */
export async function printableEvidence(
  manager: EntityManager,
  workspaceId: string,
  proposalId: string,
): Promise<PrintableEvidence | null> {
  const events = await evidenceOf(manager, workspaceId, proposalId);
  if (!events.length) return null;
  const { intact, lastSha256 } = checkChain(events);
  return {
    intact,
    lastSha256: lastSha256!,
    events: events.map((e) => ({
      seq: e.seq,
      at: e.occurredAt.toISOString(),
      kind: e.kind,
      recipient: e.recipient,
      ipHash: e.ipHash,
      userAgent: e.userAgent,
      contentSha256: e.contentSha256,
      sha256: e.sha256,
    })),
  };
}
