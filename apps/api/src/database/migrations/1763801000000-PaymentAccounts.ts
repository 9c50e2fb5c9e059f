import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A workspace's own Stripe account: one row per workspace, the secret key and the
 * webhook signing secret sealed by PaymentKeySealer (never stored in clear), with the key's
 * last four characters and the account it opened, for the owner to recognise it.
 */
export class PaymentAccounts1763801000000 implements MigrationInterface {
  name = 'PaymentAccounts1763801000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE workspace_payment_accounts (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
        secret_key_sealed text NOT NULL,
        webhook_secret_sealed text NOT NULL,
        key_hint text NOT NULL CHECK (char_length(key_hint) = 4),
        livemode boolean NOT NULL,
        stripe_account_id text NOT NULL,
        account_name text,
        connected_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        connected_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workspace_payment_accounts');
  }
}
