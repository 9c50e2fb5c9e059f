import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password resets and e-mail changes. A link's token is never stored, only its SHA-256, as for
 * invitations and client links. `used_at` makes a link single-use; `users.session_version`
 * rides in every session token (`sv`), so raising it signs out every session at once without
 * listing them, and lasts across a Redis restart, which the denylist of single tokens does not.
 */
export class AccountTokens1763801850000 implements MigrationInterface {
  name = 'AccountTokens1763801850000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0',
    );
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL
          CONSTRAINT account_tokens_purpose CHECK (purpose IN ('password-reset', 'email-change')),
        token_hash bytea NOT NULL,
        new_email text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CONSTRAINT account_tokens_new_email CHECK ((purpose = 'email-change') = (new_email IS NOT NULL))
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX account_tokens_token_hash_key ON account_tokens (token_hash)',
    );
    await queryRunner.query('CREATE INDEX account_tokens_user_idx ON account_tokens (user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE account_tokens');
    await queryRunner.query('ALTER TABLE users DROP COLUMN session_version');
  }
}
