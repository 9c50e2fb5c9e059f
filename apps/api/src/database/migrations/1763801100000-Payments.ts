import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments ledger. Each invoice has payments (positive) and refunds (negative,
 * naming the payment they give back); `invoices.paid_minor` keeps their sum, written in the
 * same transaction as every entry, so lists and totals read it without summing the ledger.
 * An invoice may now be 'partially_paid'.
 *
 * Before this, "paid" was a status set by hand. Each invoice stored as paid gets one payment
 * for its total (method 'other', dated the day it was last changed, a note saying where it came
 * from), so its ledger agrees with its status and a refund can later undo it. `down` keeps what
 * the status can say: a partially paid invoice goes back to sent.
 */
export class Payments1763801100000 implements MigrationInterface {
  name = 'Payments1763801100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        amount_minor bigint NOT NULL,
        method text NOT NULL
          CHECK (method IN ('bank_transfer', 'card', 'cash', 'cheque', 'other')),
        paid_on date NOT NULL,
        reference text,
        note text,
        refund_of uuid REFERENCES payments (id) ON DELETE CASCADE,
        stripe_object_id text,
        -- An online payment's PaymentIntent: Stripe names it on the refunds that give it back.
        stripe_payment_intent_id text,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        -- A payment takes money in; a refund, and only a refund, gives some back.
        CONSTRAINT payments_sign CHECK ((refund_of IS NULL) = (amount_minor > 0)),
        -- Stripe delivers an event more than once and in any order: one row per object.
        CONSTRAINT payments_stripe_object_key UNIQUE (workspace_id, stripe_object_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX payments_invoice_idx ON payments (invoice_id, created_at, id)',
    );
    await queryRunner.query(
      'CREATE INDEX payments_refund_of_idx ON payments (refund_of) WHERE refund_of IS NOT NULL',
    );
    await queryRunner.query(
      `CREATE INDEX payments_intent_idx ON payments (workspace_id, stripe_payment_intent_id)
         WHERE stripe_payment_intent_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE invoices ADD COLUMN paid_minor bigint NOT NULL DEFAULT 0
         CONSTRAINT invoices_paid_not_negative CHECK (paid_minor >= 0)`,
    );
    await queryRunner.query('ALTER TABLE invoices DROP CONSTRAINT invoices_status_check');
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_status_check
         CHECK (status IN ('draft', 'sent', 'partially_paid', 'paid', 'overdue'))`,
    );
    await queryRunner.query(`
      INSERT INTO payments (workspace_id, invoice_id, amount_minor, method, paid_on, note,
                            created_by_id, created_at)
      SELECT workspace_id, id, total_minor, 'other', updated_at::date,
             'Recorded from the invoice''s paid status when payments were introduced',
             updated_by_id, updated_at
        FROM invoices WHERE status = 'paid' AND total_minor > 0`);
    await queryRunner.query(
      `UPDATE invoices SET paid_minor = total_minor WHERE status = 'paid' AND total_minor > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE invoices SET status = 'sent' WHERE status = 'partially_paid'`);
    await queryRunner.query('ALTER TABLE invoices DROP CONSTRAINT invoices_status_check');
    await queryRunner.query(
      `ALTER TABLE invoices ADD CONSTRAINT invoices_status_check
         CHECK (status IN ('draft', 'sent', 'paid', 'overdue'))`,
    );
    await queryRunner.query('ALTER TABLE invoices DROP COLUMN paid_minor');
    await queryRunner.query('DROP TABLE payments');
  }
}
