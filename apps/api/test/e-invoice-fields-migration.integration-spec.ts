import { randomUUID } from 'node:crypto';
import { EInvoiceFields1763802000000 } from '../src/database/migrations/1763802000000-EInvoiceFields';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The EInvoiceFields migration on a database holding a workspace, a client, an invoice and two
 * tax rates: every row gets the defaults (no format, no address parts, no bank account, no
 * service dates), a 20% rate reads standard and a 0% rate zero rated; the CHECKs refuse what the
 * contract does not allow; `down` leaves the rows as they were.
 */
const E_INVOICE_FIELDS = migrationTimestamp(EInvoiceFields1763802000000);

describe('e-invoice fields migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const clientId = randomUUID();
  const invoiceId = randomUUID();
  const rates = { vat: randomUUID(), none: randomUUID() };

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(E_INVOICE_FIELDS - 1);
    await db.query(
      `INSERT INTO workspaces (id, name, address, tax_number) VALUES ($1, 'Studio', '1 Road', 'DE123456789')`,
      [workspaceId],
    );
    await db.query(
      `INSERT INTO clients (id, workspace_id, name, email, address, search_key)
       VALUES ($1, $2, 'Hank', 'h@globex.example', '1 Globex Way', 'hank')`,
      [clientId, workspaceId],
    );
    await db.query(
      `INSERT INTO invoices (id, workspace_id, client_id, invoice_number, invoice_date,
         business_name, business_email, business_address, client_name, client_email,
         client_address, payment_terms, line_items, status, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, $3, 'INV-1', '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $4, 'sent', 'EUR', 1000, 1000)`,
      [
        invoiceId,
        workspaceId,
        clientId,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 1000, quantity: 1 }]),
      ],
    );
    await db.query(
      `INSERT INTO tax_rates (id, workspace_id, name, rate_thousandths)
       VALUES ($1, $3, 'VAT', 19000), ($2, $3, 'No VAT', 0)`,
      [rates.vat, rates.none, workspaceId],
    );
    expect(await db.migrateTo(E_INVOICE_FIELDS)).toEqual(['EInvoiceFields1763802000000']);
  });
  afterAll(() => db?.close());

  it('gives every existing row the defaults and keeps what it had', async () => {
    expect(
      await db.query(
        `SELECT name, address, tax_number, legal_name, postal_code, city, country_code,
                tax_registration_number, iban, bic, account_holder, e_invoice_format
           FROM workspaces WHERE id = $1`,
        [workspaceId],
      ),
    ).toEqual([
      {
        name: 'Studio',
        address: '1 Road',
        tax_number: 'DE123456789',
        legal_name: null,
        postal_code: null,
        city: null,
        country_code: null,
        tax_registration_number: null,
        iban: null,
        bic: null,
        account_holder: null,
        e_invoice_format: 'none',
      },
    ]);
    expect(
      await db.query(
        `SELECT address, postal_code, city, country_code, e_invoice_format, buyer_reference
           FROM clients WHERE id = $1`,
        [clientId],
      ),
    ).toEqual([
      {
        address: '1 Globex Way',
        postal_code: null,
        city: null,
        country_code: null,
        e_invoice_format: null,
        buyer_reference: null,
      },
    ]);
    expect(
      await db.query(
        `SELECT total_minor::text AS total, service_date, service_period_start,
                service_period_end, buyer_reference, order_reference
           FROM invoices WHERE id = $1`,
        [invoiceId],
      ),
    ).toEqual([
      {
        total: '1000',
        service_date: null,
        service_period_start: null,
        service_period_end: null,
        buyer_reference: null,
        order_reference: null,
      },
    ]);
  });

  it('reads a rate above 0% as standard and a 0% rate as zero rated, without a reason', async () => {
    expect(
      await db.query(
        `SELECT name, rate_thousandths, category, exemption_reason FROM tax_rates ORDER BY name`,
      ),
    ).toEqual([
      { name: 'No VAT', rate_thousandths: 0, category: 'Z', exemption_reason: null },
      { name: 'VAT', rate_thousandths: 19000, category: 'S', exemption_reason: null },
    ]);
  });

  it('refuses values outside the contract', async () => {
    const onWorkspace = (set: string) =>
      db.query(`UPDATE workspaces SET ${set} WHERE id = $1`, [workspaceId]);
    await expect(onWorkspace(`country_code = 'de'`)).rejects.toThrow(/workspaces_country_code/);
    await expect(onWorkspace(`e_invoice_format = 'zugferd'`)).rejects.toThrow(
      /workspaces_e_invoice_format/,
    );
    await expect(onWorkspace(`iban = 'de89 3704'`)).rejects.toThrow(/workspaces_iban/);
    await expect(onWorkspace(`bic = 'COBADEF'`)).rejects.toThrow(/workspaces_bic/);
    await onWorkspace(
      `country_code = 'DE', e_invoice_format = 'xrechnung', iban = 'DE89370400440532013000', bic = 'COBADEFFXXX'`,
    );
    await expect(
      db.query(`UPDATE clients SET e_invoice_format = 'none ' WHERE id = $1`, [clientId]),
    ).rejects.toThrow(/clients_e_invoice_format/);
    await expect(
      db.query(`UPDATE clients SET country_code = '1A' WHERE id = $1`, [clientId]),
    ).rejects.toThrow(/clients_country_code/);
    const period = (start: string | null, end: string | null) =>
      db.query(
        `UPDATE invoices SET service_period_start = $2, service_period_end = $3 WHERE id = $1`,
        [invoiceId, start, end],
      );
    await expect(period('2096-01-01', null)).rejects.toThrow(/invoices_service_period/);
    await expect(period('2096-02-01', '2096-01-31')).rejects.toThrow(/invoices_service_period/);
    await period('2096-01-01', '2096-01-31');
    const rate = (category: string, reason: string | null) =>
      db.query(`UPDATE tax_rates SET category = $2, exemption_reason = $3 WHERE id = $1`, [
        rates.none,
        category,
        reason,
      ]);
    await expect(rate('X', null)).rejects.toThrow(/tax_rates_category/);
    await expect(rate('E', null)).rejects.toThrow(/tax_rates_exemption_reason/);
    await expect(rate('Z', 'Because')).rejects.toThrow(/tax_rates_exemption_reason/);
    await rate('AE', 'Reverse charge');
  });

  it('goes back down, keeping the rows', async () => {
    expect(await db.revertTo(E_INVOICE_FIELDS - 1)).toEqual(['EInvoiceFields1763802000000']);
    expect(await db.query('SELECT name FROM workspaces WHERE id = $1', [workspaceId])).toEqual([
      { name: 'Studio' },
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM tax_rates')).toEqual([{ n: 2 }]);
    expect(
      await db.query(
        `SELECT count(*)::int AS n FROM information_schema.columns
          WHERE table_name IN ('workspaces', 'clients', 'invoices', 'tax_rates')
            AND column_name IN ('iban', 'e_invoice_format', 'service_date', 'category')`,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
