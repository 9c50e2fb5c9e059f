import { randomUUID } from 'node:crypto';
import { Payments1763801100000 } from '../src/database/migrations/1763801100000-Payments';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The Payments migration on a database holding invoices: every invoice stored as paid
 * gets one payment for its total, dated the day it was last changed, so its ledger agrees with
 * its status; the others get none. `down` turns a partially paid invoice back into a sent one
 * and drops the ledger.
 */
const PAYMENTS = migrationTimestamp(Payments1763801100000);

describe('payments migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const userId = randomUUID();
  const ids = { paid: randomUUID(), sent: randomUUID(), free: randomUUID(), draft: randomUUID() };

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(PAYMENTS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Ada', 'ada@studio.example', 'x')`,
      [userId],
    );
    const invoice = (id: string, status: string, totalMinor: number) =>
      db.query(
        `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
           business_email, business_address, client_name, client_email, client_address,
           payment_terms, line_items, status, currency, subtotal_minor, total_minor,
           updated_by_id, updated_at)
         VALUES ($1, $2, $3, '2026-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
           'h@globex.example', '1 Globex Way', 'Net 30', $4, $5, 'EUR', $6, $6, $7,
           '2026-03-14T10:30:00Z')`,
        [
          id,
          workspaceId,
          `INV-${id.slice(0, 8)}`,
          JSON.stringify([{ description: 'Work', unitPriceMinor: totalMinor, quantity: 1 }]),
          status,
          totalMinor,
          userId,
        ],
      );
    await invoice(ids.paid, 'paid', 196047);
    await invoice(ids.sent, 'sent', 50000);
    // Paid at 0: there is nothing to record.
    await invoice(ids.free, 'paid', 0);
    await invoice(ids.draft, 'draft', 1200);
    expect(await db.migrateTo(PAYMENTS)).toEqual(['Payments1763801100000']);
  });
  afterAll(() => db?.close());

  it('records one payment for the total of each paid invoice, and none for the others', async () => {
    const payments = await db.query(
      `SELECT invoice_id, workspace_id, amount_minor::text, method, paid_on::text, note,
              refund_of, stripe_object_id, created_by_id
         FROM payments`,
    );
    expect(payments).toEqual([
      {
        invoice_id: ids.paid,
        workspace_id: workspaceId,
        amount_minor: '196047',
        method: 'other',
        paid_on: '2026-03-14',
        note: "Recorded from the invoice's paid status when payments were introduced",
        refund_of: null,
        stripe_object_id: null,
        created_by_id: userId,
      },
    ]);
    const invoices = await db.query(
      'SELECT id, status, paid_minor::text FROM invoices ORDER BY total_minor DESC',
    );
    expect(invoices).toEqual([
      { id: ids.paid, status: 'paid', paid_minor: '196047' },
      { id: ids.sent, status: 'sent', paid_minor: '0' },
      { id: ids.draft, status: 'draft', paid_minor: '0' },
      { id: ids.free, status: 'paid', paid_minor: '0' },
    ]);
  });

  it('lets an invoice be partially paid, and refuses a refund without its payment', async () => {
    await db.query(
      `UPDATE invoices SET status = 'partially_paid', paid_minor = 100 WHERE id = $1`,
      [ids.sent],
    );
    await expect(
      db.query(
        `INSERT INTO payments (workspace_id, invoice_id, amount_minor, method, paid_on)
         VALUES ($1, $2, -100, 'cash', '2026-01-02')`,
        [workspaceId, ids.sent],
      ),
    ).rejects.toThrow(/payments_sign/);
    await expect(
      db.query(`UPDATE invoices SET status = 'settled' WHERE id = $1`, [ids.sent]),
    ).rejects.toThrow(/invoices_status_check/);
  });

  it('goes back down: partially paid reads sent, the ledger and its column are gone', async () => {
    expect(await db.revertTo(PAYMENTS - 1)).toEqual(['Payments1763801100000']);
    const invoices = await db.query('SELECT id, status FROM invoices ORDER BY total_minor DESC');
    expect(invoices).toEqual([
      { id: ids.paid, status: 'paid' },
      { id: ids.sent, status: 'sent' },
      { id: ids.draft, status: 'draft' },
      { id: ids.free, status: 'paid' },
    ]);
    const left = await db.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_name = 'payments' OR column_name = 'paid_minor'`,
    );
    expect(left).toEqual([]);
    expect(await db.migrateTo(PAYMENTS)).toEqual(['Payments1763801100000']);
  });
});
