import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipt e-mailed to the client for a payment: one row per payment at most, made
 * by the e-mail worker when it takes the receipt's job, so a retried job finds it and a sent
 * receipt is never sent again. Payments recorded before this have no row: no receipt was asked.
 */
export class PaymentReceipts1763801200000 implements MigrationInterface {
  name = 'PaymentReceipts1763801200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_receipts (
        payment_id uuid PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        recipient text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment_receipts');
  }
}
