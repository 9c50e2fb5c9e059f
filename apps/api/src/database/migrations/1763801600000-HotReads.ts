import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables the dashboard's statement (stats/stats.sql.ts) reads, besides workspaces. */
const COUNTED = ['proposals', 'invoices', 'payments', 'email_sends'] as const;
const EVENTS = [
  ['insert', 'INSERT', 'NEW'],
  ['update', 'UPDATE', 'NEW'],
  ['delete', 'DELETE', 'OLD'],
] as const;

/**
 * The hot reads on a workspace with 10,000 proposals and 10,000 invoices.
 *
 * - The top bar's search orders by updated_at: an index in that order finds a common term's
 *   five newest matches in a few rows, and trigram indexes find a rare term without reading the
 *   workspace's every row (both were sequential scans, 20-30 ms each kind).
 * - The dashboard's statement reads every document of the workspace (about 60 ms at 10,000 of
 *   each). `workspaces.data_version` changes whenever anything it reads changes, so the api
 *   keeps the figures it computed and reuses them until it does (stats.service.ts): the
 *   triggers below bump it in the statement that writes, so no writer can forget, and a
 *   workspace's own update bumps it unless the update was the bump itself.
 */
export class HotReads1763801600000 implements MigrationInterface {
  name = 'HotReads1763801600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(
        `CREATE INDEX ${table}_workspace_updated_idx ON ${table} (workspace_id, updated_at DESC, id DESC)`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX proposals_search_trgm ON proposals
         USING gin (client_name gin_trgm_ops, proposal_title gin_trgm_ops, proposal_number gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX invoices_search_trgm ON invoices
         USING gin (client_name gin_trgm_ops, invoice_number gin_trgm_ops)`,
    );

    await queryRunner.query(
      'ALTER TABLE workspaces ADD COLUMN data_version bigint NOT NULL DEFAULT 0',
    );
    await queryRunner.query(`
      CREATE FUNCTION bump_workspace_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- One bump per workspace a statement touched, however many rows.
        UPDATE workspaces SET data_version = data_version + 1
         WHERE id IN (SELECT DISTINCT workspace_id FROM changed_rows);
        RETURN NULL;
      END $$`);
    // Statement-level with transition tables: PostgreSQL allows those one event per trigger.
    for (const table of COUNTED) {
      for (const [event, EVENT, side] of EVENTS) {
        await queryRunner.query(
          `CREATE TRIGGER ${table}_data_version_${event} AFTER ${EVENT} ON ${table}
             REFERENCING ${side} TABLE AS changed_rows
             FOR EACH STATEMENT EXECUTE FUNCTION bump_workspace_data_version()`,
        );
      }
    }
    await queryRunner.query(`
      CREATE FUNCTION workspace_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.data_version = OLD.data_version THEN
          NEW.data_version := OLD.data_version + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER workspaces_data_version BEFORE UPDATE ON workspaces
         FOR EACH ROW EXECUTE FUNCTION workspace_data_version()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER workspaces_data_version ON workspaces');
    await queryRunner.query('DROP FUNCTION workspace_data_version()');
    for (const table of COUNTED) {
      for (const [event] of EVENTS) {
        await queryRunner.query(`DROP TRIGGER ${table}_data_version_${event} ON ${table}`);
      }
    }
    await queryRunner.query('DROP FUNCTION bump_workspace_data_version()');
    await queryRunner.query('ALTER TABLE workspaces DROP COLUMN data_version');
    await queryRunner.query('DROP INDEX invoices_search_trgm');
    await queryRunner.query('DROP INDEX proposals_search_trgm');
    for (const table of ['proposals', 'invoices']) {
      await queryRunner.query(`DROP INDEX ${table}_workspace_updated_idx`);
    }
  }
}
