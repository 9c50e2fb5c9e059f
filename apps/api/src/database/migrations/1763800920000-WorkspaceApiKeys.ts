import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for integrators: each acts in one workspace with a fixed role (admin or member) and
 * in the name of the person who created it. Only the key's SHA-256 is kept: a copy of the
 * database opens nothing.
 */
export class WorkspaceApiKeys1763800920000 implements MigrationInterface {
  name = 'WorkspaceApiKeys1763800920000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // secret_hash is a plain SHA-256, not a password hash (bcrypt, scrypt): a key carries 256
    // random bits, so no guess can be checked against it however fast the hash, and a slow
    // hash would only cost CPU on every request the key makes.
    await queryRunner.query(`
      CREATE TABLE workspace_api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        prefix text NOT NULL,
        secret_hash bytea NOT NULL,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT workspace_api_keys_prefix_key UNIQUE (prefix)
      )`);
    await queryRunner.query(
      'CREATE INDEX workspace_api_keys_workspace_idx ON workspace_api_keys (workspace_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workspace_api_keys');
  }
}
