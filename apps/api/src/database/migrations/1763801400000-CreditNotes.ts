import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes: a document against an invoice, in full or in part, that reduces its
 * balance. `invoices.credited_minor` keeps their sum, written in the transaction that issues
 * each one under the invoice's lock, as `paid_minor` is for payments; the balance is then
 * total − credited − paid. Numbers come from the workspace's `credit_note` sequence
 * (CN-0001…), unique per workspace. `credit_note_sends` is one row per "send" asked for,
 * written by the e-mail worker's module, so a retried job sends once.
 * Invoices stored before this have no credit notes: credited 0.
 */
export class CreditNotes1763801400000 implements MigrationInterface {
  name = 'CreditNotes1763801400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE credit_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        credit_note_number text NOT NULL,
        issued_on date NOT NULL,
        reason text NOT NULL,
        amount_minor bigint NOT NULL CONSTRAINT credit_notes_amount_positive CHECK (amount_minor > 0),
        -- The invoice's, which cannot change once it is credited.
        currency char(3) NOT NULL,
        language text NOT NULL,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT credit_notes_number_key UNIQUE (workspace_id, credit_note_number)
      )`);
    await queryRunner.query(
      'CREATE INDEX credit_notes_invoice_idx ON credit_notes (invoice_id, created_at, id)',
    );
    await queryRunner.query(`
      CREATE TABLE credit_note_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        credit_note_id uuid NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        recipient text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        sent_at timestamptz,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX credit_note_sends_note_idx ON credit_note_sends (credit_note_id, created_at)',
    );
    await queryRunner.query(
      `ALTER TABLE invoices ADD COLUMN credited_minor bigint NOT NULL DEFAULT 0
         CONSTRAINT invoices_credited_not_negative CHECK (credited_minor >= 0)`,
    );
    await queryRunner.query(
      'ALTER TABLE number_sequences DROP CONSTRAINT number_sequences_kind_check',
    );
    await queryRunner.query(
      `ALTER TABLE number_sequences ADD CONSTRAINT number_sequences_kind_check
         CHECK (kind IN ('proposal', 'invoice', 'credit_note'))`,
    );
  }

  /**
   * Down forgets the credit notes: an invoice's status is what the ledger of payments alone
   * says, so one settled or partly settled by credits reads sent again.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE invoices SET status = CASE
          WHEN total_minor > 0 AND paid_minor >= total_minor THEN 'paid'
          WHEN paid_minor > 0 THEN 'partially_paid'
          ELSE 'sent' END
        WHERE credited_minor > 0 AND status IN ('paid', 'partially_paid')`);
    await queryRunner.query(`DELETE FROM number_sequences WHERE kind = 'credit_note'`);
    await queryRunner.query(
      'ALTER TABLE number_sequences DROP CONSTRAINT number_sequences_kind_check',
    );
    await queryRunner.query(
      `ALTER TABLE number_sequences ADD CONSTRAINT number_sequences_kind_check
         CHECK (kind IN ('proposal', 'invoice'))`,
    );
    await queryRunner.query('ALTER TABLE invoices DROP COLUMN credited_minor');
    await queryRunner.query('DROP TABLE credit_note_sends');
    await queryRunner.query('DROP TABLE credit_notes');
  }
}
