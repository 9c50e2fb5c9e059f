import { MigrationInterface, QueryRunner } from 'typeorm';

const LAYOUTS = `('classic', 'modern', 'compact')`;

/**
 * A workspace's brand and what its documents print beyond their content: a colour, a font and a
 * PDF layout (each document may choose another layout), a footer text, free-text payment
 * instructions for countries without IBANs, and a logo. The logo lives in PostgreSQL beside the
 * workspace (docs/architecture.md says why): one small row per workspace, backed up, restored
 * and deleted with it. Every column is nullable or has a default, so existing rows keep working.
 */
export class Branding1763802100000 implements MigrationInterface {
  name = 'Branding1763802100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE workspaces
        ADD COLUMN brand_color text
          CONSTRAINT workspaces_brand_color CHECK (brand_color ~ '^#[0-9a-f]{6}$'),
        ADD COLUMN document_font text NOT NULL DEFAULT 'inter'
          CONSTRAINT workspaces_document_font
            CHECK (document_font IN ('inter', 'source-serif-4', 'ibm-plex-sans')),
        ADD COLUMN document_layout text NOT NULL DEFAULT 'classic'
          CONSTRAINT workspaces_document_layout CHECK (document_layout IN ${LAYOUTS}),
        ADD COLUMN document_footer text
          CONSTRAINT workspaces_document_footer CHECK (char_length(document_footer) <= 500),
        ADD COLUMN payment_instructions text
          CONSTRAINT workspaces_payment_instructions
            CHECK (char_length(payment_instructions) <= 1000)`);
    await queryRunner.query(`
      CREATE TABLE workspace_logos (
        workspace_id uuid PRIMARY KEY REFERENCES workspaces(id) ON DELETE CASCADE,
        sha256 text NOT NULL CONSTRAINT workspace_logos_sha256 CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        content_type text NOT NULL CONSTRAINT workspace_logos_content_type
          CHECK (content_type IN ('image/png', 'image/jpeg', 'image/svg+xml')),
        bytes bytea NOT NULL,
        width int NOT NULL CONSTRAINT workspace_logos_width CHECK (width > 0),
        height int NOT NULL CONSTRAINT workspace_logos_height CHECK (height > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Logos are served by their hash (content-addressed, cached for a year): the lookup by it.
    await queryRunner.query(`CREATE INDEX workspace_logos_by_sha256 ON workspace_logos (sha256)`);
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`
        ALTER TABLE ${table} ADD COLUMN layout text
          CONSTRAINT ${table}_layout CHECK (layout IN ${LAYOUTS})`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN layout`);
    }
    await queryRunner.query(`DROP TABLE workspace_logos`);
    await queryRunner.query(`
      ALTER TABLE workspaces
        DROP COLUMN brand_color,
        DROP COLUMN document_font,
        DROP COLUMN document_layout,
        DROP COLUMN document_footer,
        DROP COLUMN payment_instructions`);
  }
}
