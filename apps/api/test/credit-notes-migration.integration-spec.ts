import { randomUUID } from 'node:crypto';
import { CreditNotes1763801400000 } from '../src/database/migrations/1763801400000-CreditNotes';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The CreditNotes migration on a database holding invoices and payments: every
 * invoice starts credited 0 and keeps its status; credit notes are positive, numbered once per
 * workspace and go with their invoice; `down` reads an invoice's status from its payments alone
 * and drops the credit notes.
 */
const CREDIT_NOTES = migrationTimestamp(CreditNotes1763801400000);

describe('credit notes migration', () => {
  let db: MigrationHarness;
  const workspaceId = randomUUID();
  const userId = randomUUID();
  const ids = { paid: randomUUID(), sent: randomUUID(), part: randomUUID() };

  const creditNote = (invoiceId: string, number: string, amountMinor: number) =>
    db.query(
      `INSERT INTO credit_notes (workspace_id, invoice_id, credit_note_number, issued_on, reason,
         amount_minor, currency, language, created_by_id)
       VALUES ($1, $2, $3, '2096-03-01', 'Discount agreed', $4, 'EUR', 'en', $5)`,
      [workspaceId, invoiceId, number, amountMinor, userId],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(CREDIT_NOTES - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaceId]);
    await db.query(
      `INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Ada', 'ada@studio.example', 'x')`,
      [userId],
    );
    const invoice = (id: string, status: string, totalMinor: number, paidMinor: number) =>
      db.query(
        `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
           business_email, business_address, client_name, client_email, client_address,
           payment_terms, line_items, status, currency, subtotal_minor, total_minor, paid_minor)
         VALUES ($1, $2, $3, '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
           'h@globex.example', '1 Globex Way', 'Net 30', $4, $5, 'EUR', $6, $6, $7)`,
        [
          id,
          workspaceId,
          `INV-${id.slice(0, 8)}`,
          JSON.stringify([{ description: 'Work', unitPriceMinor: totalMinor, quantity: 1 }]),
          status,
          totalMinor,
          paidMinor,
        ],
      );
    await invoice(ids.paid, 'paid', 196047, 196047);
    await invoice(ids.sent, 'sent', 50000, 0);
    await invoice(ids.part, 'partially_paid', 80000, 30000);
    expect(await db.migrateTo(CREDIT_NOTES)).toEqual(['CreditNotes1763801400000']);
  });
  afterAll(() => db?.close());

  it('starts every invoice credited 0, its status as it was', async () => {
    expect(
      await db.query(
        'SELECT id, status, paid_minor::text, credited_minor::text FROM invoices ORDER BY total_minor DESC',
      ),
    ).toEqual([
      { id: ids.paid, status: 'paid', paid_minor: '196047', credited_minor: '0' },
      { id: ids.part, status: 'partially_paid', paid_minor: '30000', credited_minor: '0' },
      { id: ids.sent, status: 'sent', paid_minor: '0', credited_minor: '0' },
    ]);
  });

  it('keeps credit notes positive, numbered once per workspace, and gone with their invoice', async () => {
    await creditNote(ids.sent, 'CN-0001', 50000);
    await expect(creditNote(ids.part, 'CN-0001', 100)).rejects.toThrow(/credit_notes_number_key/);
    await expect(creditNote(ids.part, 'CN-0002', 0)).rejects.toThrow(
      /credit_notes_amount_positive/,
    );
    await expect(
      db.query('UPDATE invoices SET credited_minor = -1 WHERE id = $1', [ids.sent]),
    ).rejects.toThrow(/invoices_credited_not_negative/);
    await db.query(
      `INSERT INTO number_sequences (workspace_id, kind, period, last_value)
       VALUES ($1, 'credit_note', '', 2)`,
      [workspaceId],
    );
    const throwaway = randomUUID();
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, status, currency, subtotal_minor, total_minor)
       SELECT $1, workspace_id, 'INV-gone', invoice_date, business_name, business_email,
         business_address, client_name, client_email, client_address, payment_terms, line_items,
         'sent', currency, 100, 100 FROM invoices WHERE id = $2`,
      [throwaway, ids.sent],
    );
    await creditNote(throwaway, 'CN-0009', 100);
    await db.query('DELETE FROM invoices WHERE id = $1', [throwaway]);
    expect(
      await db.query('SELECT credit_note_number FROM credit_notes ORDER BY credit_note_number'),
    ).toEqual([{ credit_note_number: 'CN-0001' }]);
  });

  it('goes back down: statuses follow the payments alone, credit notes and their column are gone', async () => {
    // As the api leaves them: the sent invoice credited in full reads paid, the part-paid one
    // credited for the rest reads paid too.
    await db.query(`UPDATE invoices SET credited_minor = 50000, status = 'paid' WHERE id = $1`, [
      ids.sent,
    ]);
    await creditNote(ids.part, 'CN-0002', 50000);
    await db.query(`UPDATE invoices SET credited_minor = 50000, status = 'paid' WHERE id = $1`, [
      ids.part,
    ]);
    expect(await db.revertTo(CREDIT_NOTES - 1)).toEqual(['CreditNotes1763801400000']);
    expect(await db.query('SELECT id, status FROM invoices ORDER BY total_minor DESC')).toEqual([
      { id: ids.paid, status: 'paid' },
      { id: ids.part, status: 'partially_paid' },
      { id: ids.sent, status: 'sent' },
    ]);
    expect(
      await db.query(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_name IN ('credit_notes', 'credit_note_sends') OR column_name = 'credited_minor'`,
      ),
    ).toEqual([]);
    expect(await db.query(`SELECT kind FROM number_sequences`)).toEqual([]);
    expect(await db.migrateTo(CREDIT_NOTES)).toEqual(['CreditNotes1763801400000']);
  });
});
