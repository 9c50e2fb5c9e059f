import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid plans through Stripe: each user's Stripe customer and current subscription, whether it
 * ends with the period, and every webhook event already applied (so a redelivery is a no-op).
 */
export class Subscriptions1763800500000 implements MigrationInterface {
  name = 'Subscriptions1763800500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN stripe_customer_id text,
        ADD COLUMN stripe_subscription_id text,
        ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false`);
    // Webhooks find their user by customer; one customer never belongs to two users.
    await queryRunner.query(
      'CREATE UNIQUE INDEX users_stripe_customer_id_key ON users (stripe_customer_id)',
    );
    await queryRunner.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE stripe_events');
    await queryRunner.query('DROP INDEX users_stripe_customer_id_key');
    await queryRunner.query(`
      ALTER TABLE users
        DROP COLUMN cancel_at_period_end,
        DROP COLUMN stripe_subscription_id,
        DROP COLUMN stripe_customer_id`);
  }
}
