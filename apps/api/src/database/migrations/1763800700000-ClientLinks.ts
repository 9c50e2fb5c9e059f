import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client links (a public page per sent document), the client's answer to a proposal,
 * follow-up reminders and the owner's notices about what the client did.
 */
export class ClientLinks1763800700000 implements MigrationInterface {
  name = 'ClientLinks1763800700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE client_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        document_kind text NOT NULL CHECK (document_kind IN ('proposal', 'invoice')),
        document_id uuid NOT NULL,
        token_hash bytea NOT NULL UNIQUE,
        sealed_token text NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        view_count integer NOT NULL DEFAULT 0,
        first_viewed_at timestamptz,
        last_viewed_at timestamptz,
        last_viewer_ip_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX client_links_document_idx ON client_links (owner_id, document_id, created_at DESC)',
    );
    // One live link per document: two sends racing to make one cannot make two.
    await queryRunner.query(
      'CREATE UNIQUE INDEX client_links_live_key ON client_links (document_id) WHERE revoked_at IS NULL',
    );

    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true`,
      );
    }
    await queryRunner.query(`
      ALTER TABLE proposals
        ADD COLUMN responded_at timestamptz,
        ADD COLUMN accepted_by_name text,
        ADD COLUMN response_ip_hash text,
        ADD COLUMN decline_reason text`);

    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN proposal_reminder_days integer[] NOT NULL DEFAULT '{3,7}',
        ADD COLUMN invoice_reminder_offsets integer[] NOT NULL DEFAULT '{-3,0,7}'`);

    // One row per reminder step of a document; the unique keys make "each step once" and
    // "at most one a day" hold even when two workers sweep at the same moment.
    await queryRunner.query(`
      CREATE TABLE reminders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        document_kind text NOT NULL CHECK (document_kind IN ('proposal', 'invoice')),
        document_id uuid NOT NULL,
        step integer NOT NULL,
        day date NOT NULL,
        recipient text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'cancelled')),
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT reminders_step_key UNIQUE (document_id, step),
        CONSTRAINT reminders_day_key UNIQUE (document_id, day)
      )`);
    await queryRunner.query(
      'CREATE INDEX reminders_document_idx ON reminders (owner_id, document_id, created_at DESC)',
    );

    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        document_kind text NOT NULL CHECK (document_kind IN ('proposal', 'invoice')),
        document_id uuid NOT NULL,
        message text NOT NULL,
        seen_at timestamptz,
        emailed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX notifications_unseen_idx ON notifications (owner_id, created_at) WHERE seen_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notifications');
    await queryRunner.query('DROP TABLE reminders');
    await queryRunner.query(
      'ALTER TABLE users DROP COLUMN proposal_reminder_days, DROP COLUMN invoice_reminder_offsets',
    );
    await queryRunner.query(`
      ALTER TABLE proposals
        DROP COLUMN responded_at, DROP COLUMN accepted_by_name,
        DROP COLUMN response_ip_hash, DROP COLUMN decline_reason`);
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN reminders_enabled`);
    }
    await queryRunner.query('DROP TABLE client_links');
  }
}
