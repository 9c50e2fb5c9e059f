import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Number patterns: a workspace's own `INV-{YYYY}-{SEQ:4}`, and the sequences behind
 * them, one row per workspace, kind and period (the year or month the pattern shows, '' for
 * none). A create bumps its row in the insert's transaction: the row lock orders concurrent
 * creates, and a rolled-back create gives its number back, so invoices have no gaps.
 * NULL patterns keep the spec's PROP-/INV-{timestamp}.
 */
export class NumberPatterns1763800970000 implements MigrationInterface {
  name = 'NumberPatterns1763800970000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE workspaces
        ADD COLUMN proposal_number_pattern text,
        ADD COLUMN invoice_number_pattern text`);
    await queryRunner.query(`
      CREATE TABLE number_sequences (
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('proposal', 'invoice')),
        period text NOT NULL DEFAULT '',
        last_value bigint NOT NULL CHECK (last_value > 0),
        PRIMARY KEY (workspace_id, kind, period)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE number_sequences');
    await queryRunner.query(`
      ALTER TABLE workspaces
        DROP COLUMN proposal_number_pattern,
        DROP COLUMN invoice_number_pattern`);
  }
}
