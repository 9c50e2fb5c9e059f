import { randomUUID } from 'node:crypto';
import { DocumentMoney1763800990000 } from '../src/database/migrations/1763800990000-DocumentMoney';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The DocumentMoney migration on a database holding documents: numeric dollars become
 * minor units with USD, each line's cents key becomes unitPriceMinor in place (order and other
 * keys kept), and `down` gives back exactly the amounts and keys the code before it reads.
 */
const MONEY = migrationTimestamp(DocumentMoney1763800990000);

describe('document money migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const proposalId = randomUUID();
  const invoiceId = randomUUID();
  const oneLineId = randomUUID();

  const services = [
    { description: 'Discovery', priceCents: 120050, quantity: 1 },
    { description: 'Templates', priceCents: 35000, quantity: 4 },
  ];
  const lineItems = [
    { description: 'Sprint', extraDetails: 'Week 1', rateCents: 95025, quantity: 2 },
    { description: 'Hosting', extraDetails: null, rateCents: 1999, quantity: 3 },
  ];

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(MONEY - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    const proposal = (id: string, lines: unknown[], value: string) =>
      db.query(
        `INSERT INTO proposals (id, workspace_id, proposal_number, proposal_title, proposal_date,
           client_name, client_company, client_email, company_name, company_email,
           company_address, payment_terms, services, value)
         VALUES ($1, $2, $3, 'Work', '2026-01-01', 'Hank', 'Globex', 'h@globex.example',
           'Studio', 's@studio.example', '1 Road', 'Net 30', $4, $5)`,
        [id, workspaceId, `PROP-${id.slice(0, 8)}`, JSON.stringify(lines), value],
      );
    await proposal(proposalId, services, '2600.50');
    await proposal(oneLineId, [{ description: 'Call', priceCents: 5, quantity: 1 }], '0.05');
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, amount)
       VALUES ($1, $2, 'INV-1', '2026-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $3, '1960.47')`,
      [invoiceId, workspaceId, JSON.stringify(lineItems)],
    );
    expect(await db.migrateTo(MONEY)).toEqual(['DocumentMoney1763800990000']);
  });
  afterAll(() => db?.close());

  it('turns dollars into USD minor units, the total the subtotal, with no tax or discount', async () => {
    const rows = await db.query(
      `SELECT id, currency, language, prices_include_tax, discount, tax_rates, tax_summary,
              subtotal_minor::text, discount_minor::text, tax_minor::text, total_minor::text
         FROM proposals ORDER BY proposals.total_minor DESC`,
    );
    expect(rows).toEqual([
      {
        id: proposalId,
        currency: 'USD',
        language: 'en',
        prices_include_tax: false,
        discount: null,
        tax_rates: [],
        tax_summary: [],
        subtotal_minor: '260050',
        discount_minor: '0',
        tax_minor: '0',
        total_minor: '260050',
      },
      expect.objectContaining({ id: oneLineId, subtotal_minor: '5', total_minor: '5' }),
    ]);
    const [invoice] = await db.query(
      'SELECT currency, subtotal_minor::text, total_minor::text FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(invoice).toEqual({ currency: 'USD', subtotal_minor: '196047', total_minor: '196047' });
    const [workspace] = await db.query(
      'SELECT currency, language, rounding_scope, rounding_method FROM workspaces WHERE id = $1',
      [workspaceId],
    );
    expect(workspace).toEqual({
      currency: 'USD',
      language: 'en',
      rounding_scope: 'total',
      rounding_method: 'half-up',
    });
  });

  it('renames each line’s cents key in place, keeping the order and the other keys', async () => {
    const [{ services: migrated }] = await db.query<{ services: unknown[] }>(
      'SELECT services FROM proposals WHERE id = $1',
      [proposalId],
    );
    expect(migrated).toEqual([
      { description: 'Discovery', unitPriceMinor: 120050, quantity: 1 },
      { description: 'Templates', unitPriceMinor: 35000, quantity: 4 },
    ]);
    const [{ line_items }] = await db.query<{ line_items: unknown[] }>(
      'SELECT line_items FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(line_items).toEqual([
      { description: 'Sprint', extraDetails: 'Week 1', unitPriceMinor: 95025, quantity: 2 },
      { description: 'Hosting', extraDetails: null, unitPriceMinor: 1999, quantity: 3 },
    ]);
    const [{ services: one }] = await db.query<{ services: unknown[] }>(
      'SELECT services FROM proposals WHERE id = $1',
      [oneLineId],
    );
    expect(one).toEqual([{ description: 'Call', unitPriceMinor: 5, quantity: 1 }]);
  });

  it('goes back down to the dollars and keys the code before it reads', async () => {
    expect(await db.revertTo(MONEY - 1)).toEqual(['DocumentMoney1763800990000']);
    const [proposal] = await db.query<{ value: string; services: unknown[] }>(
      'SELECT value::text, services FROM proposals WHERE id = $1',
      [proposalId],
    );
    expect(proposal).toEqual({ value: '2600.50', services });
    const [invoice] = await db.query<{ amount: string; line_items: unknown[] }>(
      'SELECT amount::text, line_items FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(invoice).toEqual({ amount: '1960.47', line_items: lineItems });
    const columns = await db.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE column_name IN ('currency', 'total_minor', 'company_tax_number', 'rounding_scope')
          AND table_name IN ('proposals', 'invoices', 'workspaces')`,
    );
    expect(columns).toEqual([]);
    expect(await db.migrateTo(MONEY)).toEqual(['DocumentMoney1763800990000']);
  });
});
