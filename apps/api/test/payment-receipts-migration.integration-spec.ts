import { randomUUID } from 'node:crypto';
import { PaymentReceipts1763801200000 } from '../src/database/migrations/1763801200000-PaymentReceipts';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The PaymentReceipts migration on a database holding payments: they keep every row
 * and get no receipt (none was asked for them); a receipt lives and dies with its payment, and
 * `down` drops the receipts alone.
 */
const RECEIPTS = migrationTimestamp(PaymentReceipts1763801200000);

describe('payment receipts migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const invoiceId = randomUUID();
  const payments = { kept: randomUUID(), deleted: randomUUID() };

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(RECEIPTS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, status, currency, subtotal_minor, total_minor, paid_minor)
       VALUES ($1, $2, 'INV-1', '2026-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $3, 'partially_paid', 'EUR', 90000,
         90000, 70000)`,
      [
        invoiceId,
        workspaceId,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 90000, quantity: 1 }]),
      ],
    );
    for (const [id, amount] of [
      [payments.kept, 50000],
      [payments.deleted, 20000],
    ] as const)
      await db.query(
        `INSERT INTO payments (id, workspace_id, invoice_id, amount_minor, method, paid_on)
         VALUES ($1, $2, $3, $4, 'bank_transfer', '2026-01-02')`,
        [id, workspaceId, invoiceId, amount],
      );
    expect(await db.migrateTo(RECEIPTS)).toEqual(['PaymentReceipts1763801200000']);
  });
  afterAll(() => db?.close());

  it('adds no receipt to the payments already recorded, and keeps them as they were', async () => {
    expect(await db.query('SELECT count(*)::int AS n FROM payment_receipts')).toEqual([{ n: 0 }]);
    expect(
      await db.query('SELECT id, amount_minor::text FROM payments ORDER BY amount_minor DESC'),
    ).toEqual([
      { id: payments.kept, amount_minor: '50000' },
      { id: payments.deleted, amount_minor: '20000' },
    ]);
  });

  it('keeps one receipt per payment, in a known state, gone with its payment', async () => {
    const receipt = (paymentId: string, status = 'queued') =>
      db.query(
        `INSERT INTO payment_receipts (payment_id, workspace_id, recipient, status)
         VALUES ($1, $2, 'h@globex.example', $3)`,
        [paymentId, workspaceId, status],
      );
    await receipt(payments.kept, 'sent');
    await receipt(payments.deleted);
    await expect(receipt(payments.kept)).rejects.toThrow(/payment_receipts_pkey/);
    await expect(
      db.query(`UPDATE payment_receipts SET status = 'bounced' WHERE payment_id = $1`, [
        payments.kept,
      ]),
    ).rejects.toThrow(/payment_receipts_status_check/);
    await expect(receipt(randomUUID())).rejects.toThrow(/payment_receipts_payment_id_fkey/);
    expect(
      await db.query(
        'SELECT attempts, error, sent_at FROM payment_receipts WHERE payment_id = $1',
        [payments.deleted],
      ),
    ).toEqual([{ attempts: 0, error: null, sent_at: null }]);

    await db.query('DELETE FROM payments WHERE id = $1', [payments.deleted]);
    expect(await db.query('SELECT payment_id, status FROM payment_receipts')).toEqual([
      { payment_id: payments.kept, status: 'sent' },
    ]);
  });

  it('goes back down dropping the receipts alone, and up again', async () => {
    expect(await db.revertTo(RECEIPTS - 1)).toEqual(['PaymentReceipts1763801200000']);
    expect(
      await db.query(
        `SELECT table_name FROM information_schema.tables WHERE table_name = 'payment_receipts'`,
      ),
    ).toEqual([]);
    expect(await db.query('SELECT id FROM payments')).toEqual([{ id: payments.kept }]);
    expect(await db.migrateTo(RECEIPTS)).toEqual(['PaymentReceipts1763801200000']);
  });
});
