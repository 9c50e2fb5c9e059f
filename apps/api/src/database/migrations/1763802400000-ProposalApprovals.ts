import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Approval before sending. A workspace's rule (one row, both thresholds optional: no row or both
 * null, no approvals): a proposal whose total is over `over_total_minor` (minor units of the
 * workspace currency) or whose document discount is over `over_discount_thousandths` (thousandths
 * of a percent) needs an admin's approval before it is sent. Each proposal's approval is one row:
 * its state, who asked and when, who decided and when, the comment, and the fingerprint of the
 * content approved (an edit after approval is no longer approved). Both go with their workspace;
 * the approval goes with its proposal; a deleted user leaves the row with a null name.
 */
export class ProposalApprovals1763802400000 implements MigrationInterface {
  name = 'ProposalApprovals1763802400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE approval_rules (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        over_total_minor bigint CONSTRAINT approval_rules_total CHECK (over_total_minor >= 0),
        over_discount_thousandths integer
          CONSTRAINT approval_rules_discount
          CHECK (over_discount_thousandths BETWEEN 0 AND 100000),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE proposal_approvals (
        proposal_id uuid PRIMARY KEY REFERENCES proposals(id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        state text NOT NULL
          CONSTRAINT proposal_approvals_state
          CHECK (state IN ('none', 'requested', 'approved', 'returned')),
        requested_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        requested_at timestamptz,
        decided_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
        decided_at timestamptz,
        comment text,
        approved_fingerprint text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX proposal_approvals_workspace ON proposal_approvals (workspace_id, state)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE proposal_approvals`);
    await queryRunner.query(`DROP TABLE approval_rules`);
  }
}
