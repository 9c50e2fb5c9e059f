import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An invoice made from an accepted proposal keeps a reference to it, and the
 * proposal's number as issued, so the invoice still says "For proposal PROP-…" after the
 * proposal is deleted. One invoice per proposal: the partial unique index makes a second
 * "Create invoice", or two at once, find the first instead of making a twin.
 */
export class ProposalInvoices1763800950000 implements MigrationInterface {
  name = 'ProposalInvoices1763800950000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN proposal_id uuid REFERENCES proposals(id) ON DELETE SET NULL,
        ADD COLUMN proposal_number text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_proposal_key ON invoices (proposal_id) WHERE proposal_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE workspaces ADD COLUMN invoice_on_accept boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE workspaces DROP COLUMN invoice_on_accept');
    await queryRunner.query('DROP INDEX invoices_proposal_key');
    await queryRunner.query(
      'ALTER TABLE invoices DROP COLUMN proposal_number, DROP COLUMN proposal_id',
    );
  }
}
