import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys whose creator is no longer a member of the key's workspace are revoked. Until now
 * such a key was only refused while its creator was away, and worked again if they were invited
 * back; the team's removals now revoke a person's keys as they go (members.service.ts), and this
 * brings the keys of those who left before into the same state. A key whose creator's account
 * was deleted (created_by_id NULL) is revoked too: it could never work again.
 */
export class RevokeDepartedCreatorsKeys1763801710000 implements MigrationInterface {
  name = 'RevokeDepartedCreatorsKeys1763801710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE workspace_api_keys k SET revoked_at = now()
       WHERE k.revoked_at IS NULL
         AND NOT EXISTS (
           SELECT 1 FROM workspace_members m
            WHERE m.workspace_id = k.workspace_id AND m.user_id = k.created_by_id
         )`);
  }

  /** Nothing to undo: giving a departed creator's key back its power is what this prevents. */
  async down(): Promise<void> {}
}
