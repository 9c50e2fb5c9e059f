import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment pages and the money they bring that cannot be applied as planned.
 *
 * `payment_sessions`: every page opened for a client to pay an invoice (a Stripe Checkout
 * Session on the workspace's own account, or the test gateway's page), with what it asks
 * (currency, amount, and the invoice's total when it opened) and whether it is open, completed
 * or expired. While one is open the invoice keeps its currency and total and stays. The invoice
 * may be deleted once its pages are closed, so the session keeps its id, number and client
 * without a foreign key.
 *
 * `client_credits`: a payment that could not land on its invoice (deleted, changed, paid by
 * another page, or its page closed) is kept here, once per gateway object, until the owner
 * applies it to an invoice (a row in `payments` naming the credit) or refunds it.
 */
export class PaymentSessions1763801750000 implements MigrationInterface {
  name = 'PaymentSessions1763801750000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        invoice_id uuid NOT NULL,
        invoice_number text NOT NULL,
        client_id uuid,
        client_name text NOT NULL,
        gateway text NOT NULL CONSTRAINT payment_sessions_gateway CHECK (gateway IN ('stripe', 'simulated')),
        gateway_session_id text,
        currency char(3) NOT NULL,
        amount_minor bigint NOT NULL CONSTRAINT payment_sessions_amount CHECK (amount_minor > 0),
        invoice_total_minor bigint NOT NULL,
        status text NOT NULL DEFAULT 'open'
          CONSTRAINT payment_sessions_status CHECK (status IN ('open', 'completed', 'expired')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        closed_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_sessions_gateway_key ON payment_sessions (workspace_id, gateway_session_id)
         WHERE gateway_session_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_sessions_open_idx ON payment_sessions (invoice_id) WHERE status = 'open'`,
    );
    await queryRunner.query(`
      CREATE TABLE client_credits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        client_id uuid,
        client_name text NOT NULL,
        invoice_id uuid,
        invoice_number text NOT NULL,
        currency char(3) NOT NULL,
        amount_minor bigint NOT NULL CONSTRAINT client_credits_amount CHECK (amount_minor > 0),
        reason text NOT NULL CONSTRAINT client_credits_reason CHECK (reason IN
          ('invoice_deleted', 'currency_changed', 'total_changed', 'already_paid', 'page_closed')),
        gateway_object_id text NOT NULL,
        payment_intent_id text,
        received_on date NOT NULL,
        status text NOT NULL DEFAULT 'unapplied'
          CONSTRAINT client_credits_status CHECK (status IN ('unapplied', 'applied', 'refunded')),
        applied_invoice_id uuid,
        resolved_by_id uuid,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT client_credits_gateway_key UNIQUE (workspace_id, gateway_object_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX client_credits_workspace_idx ON client_credits (workspace_id, status, created_at DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE payments ADD COLUMN client_credit_id uuid REFERENCES client_credits (id)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX payments_client_credit_key ON payments (client_credit_id)
         WHERE client_credit_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payments DROP COLUMN client_credit_id');
    await queryRunner.query('DROP TABLE client_credits');
    await queryRunner.query('DROP TABLE payment_sessions');
  }
}
