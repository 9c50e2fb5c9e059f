import { randomUUID } from 'node:crypto';
import { Deposits1763801500000 } from '../src/database/migrations/1763801500000-Deposits';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The Deposits migration on a database holding a proposal and invoices: nothing asks
 * or deducts a deposit after it; one deposit invoice per proposal; a deduction is part of the
 * credited amount; `down` takes deductions back out of it.
 */
const DEPOSITS = migrationTimestamp(Deposits1763801500000);

describe('deposits migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const proposalId = randomUUID();
  const ids = { credited: randomUUID(), deposit: randomUUID(), final: randomUUID() };

  const invoice = (id: string, totalMinor: number, creditedMinor: number) =>
    db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, status, currency, subtotal_minor, total_minor, credited_minor)
       VALUES ($1, $2, $3, '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $4, 'sent', 'EUR', $5, $5, $6)`,
      [
        id,
        workspaceId,
        `INV-${id.slice(0, 8)}`,
        JSON.stringify([{ description: 'Work', unitPriceMinor: totalMinor, quantity: 1 }]),
        totalMinor,
        creditedMinor,
      ],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(DEPOSITS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO proposals (id, workspace_id, proposal_number, proposal_title, proposal_date,
         client_name, client_company, client_email, company_name, company_email,
         company_address, payment_terms, services, currency, subtotal_minor, total_minor)
       VALUES ($1, $2, 'PROP-1', 'Work', '2096-01-01', 'Hank', 'Globex', 'h@globex.example',
         'Studio', 's@studio.example', '1 Road', 'Net 30', $3, 'EUR', 100000, 100000)`,
      [
        proposalId,
        workspaceId,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 100000, quantity: 1 }]),
      ],
    );
    await invoice(ids.credited, 50000, 10000);
    await invoice(ids.deposit, 30000, 0);
    await invoice(ids.final, 100000, 0);
    expect(await db.migrateTo(DEPOSITS)).toEqual(['Deposits1763801500000']);
  });
  afterAll(() => db?.close());

  it('asks and deducts nothing of what was there, and keeps every credit note', async () => {
    expect(await db.query('SELECT deposit FROM proposals')).toEqual([{ deposit: null }]);
    const rows = await db.query(
      `SELECT id, credited_minor::text AS credited, deposit_minor::text AS deposit,
              deposit_invoice_id, deposit_for_proposal_id
         FROM invoices ORDER BY total_minor`,
    );
    expect(rows).toEqual([
      {
        id: ids.deposit,
        credited: '0',
        deposit: '0',
        deposit_invoice_id: null,
        deposit_for_proposal_id: null,
      },
      {
        id: ids.credited,
        credited: '10000',
        deposit: '0',
        deposit_invoice_id: null,
        deposit_for_proposal_id: null,
      },
      {
        id: ids.final,
        credited: '0',
        deposit: '0',
        deposit_invoice_id: null,
        deposit_for_proposal_id: null,
      },
    ]);
  });

  it('keeps one deposit invoice per proposal, and a deduction within the credited amount', async () => {
    await db.query('UPDATE invoices SET deposit_for_proposal_id = $1 WHERE id = $2', [
      proposalId,
      ids.deposit,
    ]);
    await expect(
      db.query('UPDATE invoices SET deposit_for_proposal_id = $1 WHERE id = $2', [
        proposalId,
        ids.credited,
      ]),
    ).rejects.toThrow(/invoices_deposit_for_proposal_key/);
    await expect(
      db.query(`UPDATE invoices SET deposit_minor = 5000 WHERE id = $1`, [ids.final]),
    ).rejects.toThrow(/invoices_deposit_within_credited/);
    await db.query(
      `UPDATE invoices SET deposit_invoice_id = $1, deposit_minor = 30000, credited_minor = 30000
        WHERE id = $2`,
      [ids.deposit, ids.final],
    );
  });

  it('goes back down, taking the deductions out of the credited amounts', async () => {
    expect(await db.revertTo(DEPOSITS - 1)).toEqual(['Deposits1763801500000']);
    const rows = await db.query(
      'SELECT id, credited_minor::text AS credited FROM invoices ORDER BY total_minor',
    );
    expect(rows).toEqual([
      { id: ids.deposit, credited: '0' },
      { id: ids.credited, credited: '10000' },
      { id: ids.final, credited: '0' },
    ]);
    const columns = await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE column_name IN ('deposit', 'deposit_minor', 'deposit_invoice_id', 'deposit_for_proposal_id')`,
    );
    expect(columns).toEqual([]);
    expect(await db.migrateTo(DEPOSITS)).toEqual(['Deposits1763801500000']);
  });
});
