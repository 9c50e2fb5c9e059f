import { randomUUID } from 'node:crypto';
import { CustomFields1763802200000 } from '../src/database/migrations/1763802200000-CustomFields';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The CustomFields migration on a database holding a workspace, a client, a proposal and an
 * invoice: each gets an empty object of values and keeps everything else (its lines' jsonb
 * untouched); the table refuses what the contract does not allow, and goes with its workspace;
 * `down` leaves the rows as they were.
 */
const CUSTOM_FIELDS = migrationTimestamp(CustomFields1763802200000);

describe('custom fields migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const clientId = randomUUID();
  const proposalId = randomUUID();
  const invoiceId = randomUUID();
  const lines = [{ description: 'Work', unitPriceMinor: 1000, quantity: 1 }];

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(CUSTOM_FIELDS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO clients (id, workspace_id, name, email, search_key)
       VALUES ($1, $2, 'Hank', 'h@globex.example', 'hank')`,
      [clientId, workspaceId],
    );
    await db.query(
      `INSERT INTO proposals (id, workspace_id, client_id, proposal_number, proposal_title,
         proposal_date, client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, $3, 'PROP-1', 'Work', '2096-01-01', 'Hank', 'Globex', 'h@globex.example',
         'Studio', 's@studio.example', '1 Road', 'Net 30', $4, 'USD', 1000, 1000)`,
      [proposalId, workspaceId, clientId, JSON.stringify(lines)],
    );
    await db.query(
      `INSERT INTO invoices (id, workspace_id, client_id, invoice_number, invoice_date,
         business_name, business_email, business_address, client_name, client_email,
         client_address, payment_terms, line_items, status, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, $3, 'INV-1', '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $4, 'sent', 'USD', 1000, 1000)`,
      [invoiceId, workspaceId, clientId, JSON.stringify(lines)],
    );
    expect(await db.migrateTo(CUSTOM_FIELDS)).toEqual(['CustomFields1763802200000']);
  });
  afterAll(() => db?.close());

  it('gives every client and document an empty object of values and keeps the rest', async () => {
    expect(
      await db.query(`SELECT name, email, custom_values FROM clients WHERE id = $1`, [clientId]),
    ).toEqual([{ name: 'Hank', email: 'h@globex.example', custom_values: {} }]);
    expect(
      await db.query(
        `SELECT proposal_number, services, custom_values FROM proposals WHERE id = $1`,
        [proposalId],
      ),
    ).toEqual([{ proposal_number: 'PROP-1', services: lines, custom_values: {} }]);
    expect(
      await db.query(
        `SELECT invoice_number, line_items, total_minor::text AS total, custom_values
           FROM invoices WHERE id = $1`,
        [invoiceId],
      ),
    ).toEqual([{ invoice_number: 'INV-1', line_items: lines, total: '1000', custom_values: {} }]);
  });

  it('refuses what the contract does not allow', async () => {
    const field = (target: string, label: string) =>
      db.query(`INSERT INTO custom_fields (workspace_id, target, label) VALUES ($1, $2, $3)`, [
        workspaceId,
        target,
        label,
      ]);
    await field('client', 'PO contact');
    await expect(field('client', 'po CONTACT')).rejects.toThrow(/custom_fields_workspace_label/);
    await field('document', 'PO contact');
    await expect(field('invoice', 'Code')).rejects.toThrow(/custom_fields_target/);
    await expect(field('line', '')).rejects.toThrow(/custom_fields_label/);
    await expect(field('line', 'x'.repeat(41))).rejects.toThrow(/custom_fields_label/);
    await expect(
      db.query(`UPDATE clients SET custom_values = '[]' WHERE id = $1`, [clientId]),
    ).rejects.toThrow(/clients_custom_values/);
    await expect(
      db.query(`UPDATE invoices SET custom_values = 'null' WHERE id = $1`, [invoiceId]),
    ).rejects.toThrow(/invoices_custom_values/);
    expect(
      await db.query(
        `SELECT target, label, printed, position FROM custom_fields ORDER BY target, label`,
      ),
    ).toEqual([
      { target: 'client', label: 'PO contact', printed: true, position: 0 },
      { target: 'document', label: 'PO contact', printed: true, position: 0 },
    ]);
  });

  it('goes back down, keeping the rows', async () => {
    expect(await db.revertTo(CUSTOM_FIELDS - 1)).toEqual(['CustomFields1763802200000']);
    expect(await db.query(`SELECT line_items FROM invoices WHERE id = $1`, [invoiceId])).toEqual([
      { line_items: lines },
    ]);
    expect(
      await db.query(
        `SELECT count(*)::int AS n FROM information_schema.columns
          WHERE column_name = 'custom_values' OR table_name = 'custom_fields'`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
