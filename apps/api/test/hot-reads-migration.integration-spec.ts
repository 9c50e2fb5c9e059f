import { randomUUID } from 'node:crypto';
import { HotReads1763801600000 } from '../src/database/migrations/1763801600000-HotReads';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The HotReads migration on a database holding two workspaces' documents: the
 * search indexes are used, and `data_version` moves with every write the dashboard reads (one
 * bump per statement and workspace, the other workspace untouched), then goes back down.
 */
const HOT_READS = migrationTimestamp(HotReads1763801600000);

describe('hot reads migration', () => {
  let db: MigrationHarness;
  const [studio, other] = [randomUUID(), randomUUID()];
  const invoiceId = randomUUID();

  const version = async (workspaceId: string) =>
    Number(
      (
        await db.query<{ v: string }>(
          'SELECT data_version::text AS v FROM workspaces WHERE id = $1',
          [workspaceId],
        )
      )[0].v,
    );
  const proposal = (workspaceId: string, number: string) =>
    db.query(
      `INSERT INTO proposals (workspace_id, proposal_number, proposal_title, proposal_date,
         client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, 'Website redesign', '2096-01-01', 'Hank Scorpio', 'Globex', 'h@globex.example',
         'Studio', 's@studio.example', '1 Road', 'Net 30', $3, 'EUR', 100000, 100000)`,
      [
        workspaceId,
        number,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 100000, quantity: 1 }]),
      ],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(HOT_READS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio'), ($2, 'Other')`, [
      studio,
      other,
    ]);
    await proposal(studio, 'PROP-1');
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, status, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, 'INV-1', '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $3, 'sent', 'EUR', 50000, 50000)`,
      [
        invoiceId,
        studio,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 50000, quantity: 1 }]),
      ],
    );
    expect(await db.migrateTo(HOT_READS)).toEqual(['HotReads1763801600000']);
  });
  afterAll(() => db?.close());

  it('starts every workspace at version 0 and keeps the documents', async () => {
    expect(await version(studio)).toBe(0);
    expect(await version(other)).toBe(0);
    expect(await db.query('SELECT proposal_number FROM proposals')).toEqual([
      { proposal_number: 'PROP-1' },
    ]);
  });

  it("bumps a workspace's version once per statement that writes what the dashboard reads", async () => {
    const before = await version(studio);
    // Two rows, one statement: one bump, plus the workspace's own for each row its
    // created-count trigger counts (an update of the workspace row, which bumps too).
    await db.query(
      `INSERT INTO proposals (workspace_id, proposal_number, proposal_title, proposal_date,
         client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       SELECT workspace_id, proposal_number || n, proposal_title, proposal_date, client_name,
              client_company, client_email, company_name, company_email, company_address,
              payment_terms, services, currency, subtotal_minor, total_minor
         FROM proposals, generate_series(2, 3) AS n WHERE proposal_number = 'PROP-1'`,
    );
    expect(await version(studio)).toBe(before + 3);
    await db.query(`UPDATE invoices SET status = 'paid' WHERE id = $1`, [invoiceId]);
    expect(await version(studio)).toBe(before + 4);
    await db.query(
      `INSERT INTO payments (workspace_id, invoice_id, amount_minor, method, paid_on)
       VALUES ($1, $2, 50000, 'bank_transfer', '2096-01-02')`,
      [studio, invoiceId],
    );
    expect(await version(studio)).toBe(before + 5);
    await db.query('DELETE FROM payments WHERE invoice_id = $1', [invoiceId]);
    expect(await version(studio)).toBe(before + 6);
    // The workspace's own columns (plan, counters) count too; the bump itself bumps once.
    await db.query(`UPDATE workspaces SET name = 'Studio Ada' WHERE id = $1`, [studio]);
    expect(await version(studio)).toBe(before + 7);
    // A statement that changes nothing bumps nothing.
    await db.query(`UPDATE invoices SET status = 'paid' WHERE id = $1 AND false`, [invoiceId]);
    expect(await version(studio)).toBe(before + 7);
    expect(await version(other)).toBe(0);
  });

  it('finds documents by a trigram of the client, title or number, through the indexes', async () => {
    await db.query('SET enable_seqscan = off');
    const text = (
      await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM proposals
        WHERE client_name ILIKE '%scorp%' OR proposal_title ILIKE '%scorp%' OR proposal_number ILIKE '%scorp%'`,
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(text).toContain('proposals_search_trgm');
    const ordered = (
      await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM invoices WHERE workspace_id = '${studio}'
        ORDER BY updated_at DESC, id DESC LIMIT 5`,
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(ordered).toContain('invoices_workspace_updated_idx');
    await db.query('RESET enable_seqscan');
  });

  it('goes back down', async () => {
    expect(await db.revertTo(HOT_READS - 1)).toEqual(['HotReads1763801600000']);
    expect(
      await db.query(
        `SELECT column_name FROM information_schema.columns WHERE column_name = 'data_version'`,
      ),
    ).toEqual([]);
    expect(
      await db.query(
        `SELECT indexname FROM pg_indexes
          WHERE indexname IN ('proposals_search_trgm', 'invoices_search_trgm',
                              'proposals_workspace_updated_idx', 'invoices_workspace_updated_idx')`,
      ),
    ).toEqual([]);
    expect(
      await db.query(`SELECT tgname FROM pg_trigger WHERE tgname LIKE '%data_version%'`),
    ).toEqual([]);
    // Writes work without the triggers' function.
    await proposal(studio, 'PROP-9');
    expect(await db.migrateTo(HOT_READS)).toEqual(['HotReads1763801600000']);
  });
});
