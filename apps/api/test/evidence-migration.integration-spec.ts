import { randomUUID } from 'node:crypto';
import { EvidenceEvents1763802500000 } from '../src/database/migrations/1763802500000-EvidenceEvents';
import { checkChain, evidenceOf } from '../src/evidence/evidence-log';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The EvidenceEvents migration on a database holding an accepted, a declined and a draft
 * proposal: only the accepted one gets an event (its acceptance, from its record), an intact
 * chain of one; the proposals are left as they were; events go with their proposal; `down`
 * drops only the table.
 */
const EVIDENCE = migrationTimestamp(EvidenceEvents1763802500000);
const SHA = 'a'.repeat(64);

describe('evidence events migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const ids = { accepted: randomUUID(), declined: randomUUID(), draft: randomUUID() };
  const respondedAt = new Date('2096-02-03T04:05:06.789Z');

  const proposal = (id: string, number: string) =>
    db.query(
      `INSERT INTO proposals (id, workspace_id, proposal_number, proposal_title, proposal_date,
         client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, $3, 'Work', '2096-01-01', 'Hank', 'Globex', 'h@globex.example',
         'Studio', 's@studio.example', '1 Road', 'Net 30', $4, 'EUR', 100000, 100000)`,
      [
        id,
        workspaceId,
        number,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 100000, quantity: 1 }]),
      ],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(EVIDENCE - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await proposal(ids.accepted, 'PROP-1');
    await proposal(ids.declined, 'PROP-2');
    await proposal(ids.draft, 'PROP-3');
    await db.query(
      `UPDATE proposals SET status = 'accepted', responded_at = $2, accepted_by_name = 'Hank',
         response_ip_hash = 'iphash', answered_snapshot = '{"a":1}', answered_snapshot_sha256 = $3
       WHERE id = $1`,
      [ids.accepted, respondedAt, SHA],
    );
    await db.query(
      `UPDATE proposals SET status = 'rejected', responded_at = $2, decline_reason = 'No'
       WHERE id = $1`,
      [ids.declined, respondedAt],
    );
    expect(await db.migrateTo(EVIDENCE)).toEqual(['EvidenceEvents1763802500000']);
  });
  afterAll(() => db?.close());

  const manager = () => ({ query: (sql: string, params?: unknown[]) => db.query(sql, params) });

  it('gives a past acceptance one event from its record, an intact chain', async () => {
    const events = await evidenceOf(manager() as never, workspaceId, ids.accepted);
    expect(events).toEqual([
      expect.objectContaining({
        seq: 1,
        kind: 'accepted',
        occurredAt: respondedAt,
        ipHash: 'iphash',
        userAgent: null,
        contentSha256: SHA,
        prevSha256: null,
      }),
    ]);
    expect(checkChain(events).intact).toBe(true);
    expect(
      await db.query('SELECT proposal_id FROM proposal_evidence_events WHERE proposal_id <> $1', [
        ids.accepted,
      ]),
    ).toEqual([]);
    expect(
      await db.query('SELECT proposal_number, status FROM proposals ORDER BY proposal_number'),
    ).toEqual([
      { proposal_number: 'PROP-1', status: 'accepted' },
      { proposal_number: 'PROP-2', status: 'rejected' },
      { proposal_number: 'PROP-3', status: 'draft' },
    ]);
  });

  it('keeps each place once, refuses updates, and goes with the proposal', async () => {
    const insert = (seq: number, prev: string | null) =>
      db.query(
        `INSERT INTO proposal_evidence_events (workspace_id, proposal_id, seq, kind, occurred_at,
           prev_sha256, sha256) VALUES ($1, $2, $3, 'viewed', now(), $4, $5)`,
        [workspaceId, ids.draft, seq, prev, SHA],
      );
    await insert(1, null);
    await expect(insert(1, null)).rejects.toThrow(/proposal_evidence_events_order/);
    await expect(insert(2, null)).rejects.toThrow(/proposal_evidence_events_first/);
    await expect(db.query(`UPDATE proposal_evidence_events SET kind = 'sent'`)).rejects.toThrow(
      /append-only/,
    );
    await db.query('DELETE FROM proposals WHERE id = $1', [ids.draft]);
    expect(
      await db.query(
        'SELECT count(*)::int AS n FROM proposal_evidence_events WHERE proposal_id = $1',
        [ids.draft],
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('goes back down, dropping only its table', async () => {
    expect(await db.revertTo(EVIDENCE - 1)).toEqual(['EvidenceEvents1763802500000']);
    expect(
      await db.query(
        "SELECT to_regclass('proposal_evidence_events') AS t, to_regclass('proposal_issued_pdfs') AS p, to_regclass('workspace_signing_certificates') AS c",
      ),
    ).toEqual([{ t: null, p: null, c: null }]);
    expect(await db.query('SELECT count(*)::int AS n FROM proposals')).toEqual([{ n: 2 }]);
  });
});
