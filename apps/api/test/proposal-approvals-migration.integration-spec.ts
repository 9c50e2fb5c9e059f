import { randomUUID } from 'node:crypto';
import { ProposalApprovals1763802400000 } from '../src/database/migrations/1763802400000-ProposalApprovals';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The ProposalApprovals migration on a database holding a workspace, a user and a proposal:
 * they are left as they were, with no rule (nothing needs approval); the rule's bounds and the
 * approval's states are checked; the approval goes with its proposal, the rule with its
 * workspace, a deleted user leaves a null; `down` drops only the two tables.
 */
const APPROVALS = migrationTimestamp(ProposalApprovals1763802400000);

describe('proposal approvals migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const userId = randomUUID();
  const proposalId = randomUUID();

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(APPROVALS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Grace', $2, 'x')`,
      [userId, `grace.${userId}@example.com`],
    );
    await db.query(
      `INSERT INTO proposals (id, workspace_id, proposal_number, proposal_title,
         proposal_date, client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, 'PROP-1', 'Work', '2096-01-01', 'Hank', 'Globex', 'h@globex.example',
         'Studio', 's@studio.example', '1 Road', 'Net 30', $3, 'USD', 1250000, 1250000)`,
      [
        proposalId,
        workspaceId,
        JSON.stringify([{ description: 'Build', unitPriceMinor: 1250000, quantity: 1 }]),
      ],
    );
    expect(await db.migrateTo(APPROVALS)).toEqual(['ProposalApprovals1763802400000']);
  });
  afterAll(() => db?.close());

  it('keeps the proposal, with no rule and no approval', async () => {
    expect(
      await db.query('SELECT proposal_title, total_minor FROM proposals WHERE id = $1', [
        proposalId,
      ]),
    ).toEqual([{ proposal_title: 'Work', total_minor: '1250000' }]);
    expect(
      await db.query(
        `SELECT (SELECT count(*)::int FROM approval_rules) AS rules,
                (SELECT count(*)::int FROM proposal_approvals) AS approvals`,
      ),
    ).toEqual([{ rules: 0, approvals: 0 }]);
  });

  it('checks the rule and the state', async () => {
    const rule = (total: number | null, discount: number | null) =>
      db.query(
        `INSERT INTO approval_rules (workspace_id, over_total_minor, over_discount_thousandths)
         VALUES ($1, $2, $3)
         ON CONFLICT (workspace_id) DO UPDATE SET over_total_minor = $2, over_discount_thousandths = $3`,
        [workspaceId, total, discount],
      );
    await expect(rule(-1, null)).rejects.toThrow(/approval_rules_total/);
    await expect(rule(null, 100_001)).rejects.toThrow(/approval_rules_discount/);
    await rule(1_000_000, 15_000);
    const approve = (state: string) =>
      db.query(
        `INSERT INTO proposal_approvals (proposal_id, workspace_id, state, requested_by_id, requested_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (proposal_id) DO UPDATE SET state = $3`,
        [proposalId, workspaceId, state, userId],
      );
    await expect(approve('maybe')).rejects.toThrow(/proposal_approvals_state/);
    await approve('requested');
  });

  it('leaves a null for a deleted user; goes with the proposal and the workspace', async () => {
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
    expect(
      await db.query(
        'SELECT state, requested_by_id FROM proposal_approvals WHERE proposal_id = $1',
        [proposalId],
      ),
    ).toEqual([{ state: 'requested', requested_by_id: null }]);
    await db.query('DELETE FROM proposals WHERE id = $1', [proposalId]);
    expect(await db.query('SELECT count(*)::int AS n FROM proposal_approvals')).toEqual([{ n: 0 }]);
    await db.query('DELETE FROM workspaces WHERE id = $1', [workspaceId]);
    expect(await db.query('SELECT count(*)::int AS n FROM approval_rules')).toEqual([{ n: 0 }]);
  });

  it('goes back down, dropping only its tables', async () => {
    expect(await db.revertTo(APPROVALS - 1)).toEqual(['ProposalApprovals1763802400000']);
    expect(
      await db.query(
        "SELECT to_regclass('approval_rules') AS r, to_regclass('proposal_approvals') AS a, to_regclass('proposals') AS p",
      ),
    ).toEqual([{ r: null, a: null, p: 'proposals' }]);
  });
});
