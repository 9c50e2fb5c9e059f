import { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per e-mail of a document to its client: its state, and opens of its tracking pixel. */
export class EmailSends1763800400000 implements MigrationInterface {
  name = 'EmailSends1763800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_sends (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        document_kind text NOT NULL CHECK (document_kind IN ('proposal', 'invoice')),
        document_id uuid NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        error text,
        attempts integer NOT NULL DEFAULT 0,
        tracking_token text NOT NULL UNIQUE,
        open_count integer NOT NULL DEFAULT 0,
        first_opened_at timestamptz,
        last_opened_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE INDEX email_sends_document_idx ON email_sends (owner_id, document_id, created_at DESC)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE email_sends');
  }
}
