import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists page by (created_at, id) with a cursor that carries a JavaScript Date, which holds
 * milliseconds; now() holds microseconds. Two rows in the same millisecond (every row of one
 * transaction shares now()) made the cursor fall between them, and the next page skipped rows.
 * Storing milliseconds makes the cursor equal the stored value (catalogue_items started so).
 */
const TABLES = ['proposals', 'invoices'] as const;

export class MillisecondCreatedAt1763800960000 implements MigrationInterface {
  name = 'MillisecondCreatedAt1763800960000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN created_at TYPE timestamptz(3)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN created_at TYPE timestamptz`);
    }
  }
}
