import { MigrationInterface, QueryRunner } from 'typeorm';

/** The first migration: the round-trip record of the `system` queue's ping job. */
export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE system_ping (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        requested_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        processed_by text
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE system_ping');
  }
}
