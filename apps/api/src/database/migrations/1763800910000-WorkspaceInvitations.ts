import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations to join a workspace. Only the token's SHA-256 is kept, so a copy of the database
 * opens no link. One pending invitation per address and workspace: a second invite of the same
 * person is a resend, never a second live link.
 */
export class WorkspaceInvitations1763800910000 implements MigrationInterface {
  name = 'WorkspaceInvitations1763800910000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE workspace_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email)),
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        token_hash bytea NOT NULL UNIQUE,
        invited_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        revoked_at timestamptz,
        CHECK (accepted_at IS NULL OR revoked_at IS NULL)
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX workspace_invitations_pending_key ON workspace_invitations (workspace_id, email)
        WHERE accepted_at IS NULL AND revoked_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workspace_invitations');
  }
}
