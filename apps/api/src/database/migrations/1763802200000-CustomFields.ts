import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fields a workspace defines on its clients, its documents and their lines ("PO contact",
 * "Project code", "Hours ref"), printed on the PDF or kept internal, and their values. The
 * values of a client, proposal or invoice are a jsonb object keyed by field id (lines keep
 * theirs in their own jsonb object, as `customValues`, as lines are stored). Existing rows get
 * an empty object: nothing changes in what they print or export.
 *
 * Deleting a definition leaves its values where they are: they are read only through the
 * definitions, so they are no longer printed, exported or offered, and go the next time the
 * record is saved. Cleaning them would rewrite every client and document of the workspace
 * (their lines included) from the module that owns none of those tables.
 */
export class CustomFields1763802200000 implements MigrationInterface {
  name = 'CustomFields1763802200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE custom_fields (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        target text NOT NULL
          CONSTRAINT custom_fields_target CHECK (target IN ('client', 'document', 'line')),
        label text NOT NULL
          CONSTRAINT custom_fields_label CHECK (char_length(label) BETWEEN 1 AND 40),
        printed boolean NOT NULL DEFAULT true,
        position int NOT NULL DEFAULT 0,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX custom_fields_workspace_label
        ON custom_fields (workspace_id, target, lower(label))`);
    for (const table of ['clients', 'proposals', 'invoices']) {
      await queryRunner.query(`
        ALTER TABLE ${table} ADD COLUMN custom_values jsonb NOT NULL DEFAULT '{}'
          CONSTRAINT ${table}_custom_values CHECK (jsonb_typeof(custom_values) = 'object')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['clients', 'proposals', 'invoices']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN custom_values`);
    }
    await queryRunner.query(`DROP TABLE custom_fields`);
  }
}
