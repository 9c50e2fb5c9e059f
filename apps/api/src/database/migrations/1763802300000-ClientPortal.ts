import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The client portal: e-mailed sign-in links and the sessions they open. Both keep only the
 * SHA-256 of their 256-bit token (a copy of the database opens nothing); both name the workspace
 * and the client, and go with either. A link works 15 minutes and once (used_at); a session
 * slides 7 days from its last use and ends 30 days after it began (expires_at holds the nearer),
 * or when the owner revokes it.
 */
export class ClientPortal1763802300000 implements MigrationInterface {
  name = 'ClientPortal1763802300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE portal_sign_in_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        token_sha256 bytea NOT NULL
          CONSTRAINT portal_sign_in_tokens_sha256 CHECK (octet_length(token_sha256) = 32),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        requested_ip_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT portal_sign_in_tokens_token UNIQUE (token_sha256)
      )`);
    await queryRunner.query(
      `CREATE INDEX portal_sign_in_tokens_client ON portal_sign_in_tokens (workspace_id, client_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE portal_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        token_sha256 bytea NOT NULL
          CONSTRAINT portal_sessions_sha256 CHECK (octet_length(token_sha256) = 32),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT portal_sessions_token UNIQUE (token_sha256)
      )`);
    await queryRunner.query(
      `CREATE INDEX portal_sessions_client ON portal_sessions (workspace_id, client_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE portal_sessions');
    await queryRunner.query('DROP TABLE portal_sign_in_tokens');
  }
}
