import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: one row per user, with the current plan and this period's usage. */
export class Users1763800100000 implements MigrationInterface {
  name = 'Users1763800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text NOT NULL,
        role text NOT NULL DEFAULT 'owner',
        password_hash text NOT NULL,
        plan text NOT NULL DEFAULT 'none' CHECK (plan IN ('trial', 'freelancer', 'business', 'none')),
        is_subscription_active boolean NOT NULL DEFAULT false,
        plan_start timestamptz,
        plan_end timestamptz,
        proposals_used integer NOT NULL DEFAULT 0 CHECK (proposals_used >= 0),
        proposals_limit integer NOT NULL DEFAULT 0 CHECK (proposals_limit >= 0),
        invoices_used integer NOT NULL DEFAULT 0 CHECK (invoices_used >= 0),
        invoices_limit integer NOT NULL DEFAULT 0 CHECK (invoices_limit >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_normalised CHECK (email = lower(btrim(email)))
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE users');
  }
}
