import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An answered proposal keeps the printable content the client answered and its SHA-256, so the
 * acceptance record always prints over what the client saw.
 */
export class AnsweredSnapshots1763800800000 implements MigrationInterface {
  name = 'AnsweredSnapshots1763800800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE proposals
        ADD COLUMN answered_snapshot jsonb,
        ADD COLUMN answered_snapshot_sha256 text
          CHECK (answered_snapshot_sha256 ~ '^[0-9a-f]{64}$'),
        ADD CONSTRAINT proposals_answered_snapshot_pair
          CHECK ((answered_snapshot IS NULL) = (answered_snapshot_sha256 IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE proposals
        DROP CONSTRAINT proposals_answered_snapshot_pair,
        DROP COLUMN answered_snapshot_sha256,
        DROP COLUMN answered_snapshot`);
  }
}
