import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deposits. A proposal may ask for one (`deposit`: `{"percent": thousandths}` or
 * `{"amount": minor units}`). On acceptance a deposit invoice is made for it, one per proposal
 * (`deposit_for_proposal_id`). The proposal's final invoice names that deposit invoice
 * (`deposit_invoice_id`) and deducts what was paid on it: `deposit_minor`, kept in step by the
 * ledger whenever the deposit invoice's payments change, and counted in `credited_minor` with
 * the credit notes, so every balance in SQL and code (total − credited − paid) takes it in.
 */
export class Deposits1763801500000 implements MigrationInterface {
  name = 'Deposits1763801500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE proposals ADD COLUMN deposit jsonb
         CONSTRAINT proposals_deposit_shape CHECK (deposit IS NULL OR jsonb_typeof(deposit) = 'object')`,
    );
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD COLUMN deposit_for_proposal_id uuid REFERENCES proposals (id) ON DELETE SET NULL,
        ADD COLUMN deposit_invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
        ADD COLUMN deposit_minor bigint NOT NULL DEFAULT 0
          CONSTRAINT invoices_deposit_within_credited CHECK (deposit_minor >= 0 AND deposit_minor <= credited_minor)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_deposit_for_proposal_key ON invoices (deposit_for_proposal_id)
         WHERE deposit_for_proposal_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX invoices_deposit_invoice_idx ON invoices (deposit_invoice_id)
         WHERE deposit_invoice_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // What a deposit deducted leaves the credited amount with it.
    await queryRunner.query(
      'UPDATE invoices SET credited_minor = credited_minor - deposit_minor, deposit_minor = 0 WHERE deposit_minor > 0',
    );
    await queryRunner.query(`
      ALTER TABLE invoices
        DROP COLUMN deposit_minor,
        DROP COLUMN deposit_invoice_id,
        DROP COLUMN deposit_for_proposal_id`);
    await queryRunner.query('ALTER TABLE proposals DROP COLUMN deposit');
  }
}
