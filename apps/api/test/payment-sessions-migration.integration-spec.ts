import { randomUUID } from 'node:crypto';
import { PaymentSessions1763801750000 } from '../src/database/migrations/1763801750000-PaymentSessions';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The PaymentSessions migration on a database holding a workspace's invoice and its payments:
 * the ledger keeps every row (no credit named), pages and credits take only what the product
 * writes (statuses, reasons, positive amounts, one credit per gateway object, a credit applied
 * once), and it goes back down leaving the ledger as it was.
 */
const PAYMENT_SESSIONS = migrationTimestamp(PaymentSessions1763801750000);

describe('payment sessions migration', () => {
  let db: MigrationHarness;
  const studio = randomUUID();
  const invoiceId = randomUUID();

  const ledger = () =>
    db.query<{ amount: string; method: string }>(
      `SELECT amount_minor::text AS amount, method FROM payments WHERE invoice_id = $1
        ORDER BY amount_minor DESC`,
      [invoiceId],
    );
  const session = (overrides: Record<string, unknown> = {}) => {
    const row = {
      status: 'open',
      amount: 50000,
      gatewayId: `cs_test_${randomUUID()}`,
      ...overrides,
    };
    return db.query(
      `INSERT INTO payment_sessions (workspace_id, invoice_id, invoice_number, client_name, gateway,
         gateway_session_id, currency, amount_minor, invoice_total_minor, status, expires_at)
       VALUES ($1, $2, 'INV-1', 'Hank', 'stripe', $3, 'EUR', $4, 50000, $5, now() + interval '1 day')`,
      [studio, invoiceId, row.gatewayId, row.amount, row.status],
    );
  };
  const credit = (gatewayObjectId: string, reason = 'invoice_deleted') =>
    db.query<{ id: string }>(
      `INSERT INTO client_credits (workspace_id, client_name, invoice_id, invoice_number, currency,
         amount_minor, reason, gateway_object_id, received_on)
       VALUES ($1, 'Hank', $2, 'INV-1', 'EUR', 50000, $3, $4, '2096-01-03') RETURNING id`,
      [studio, invoiceId, reason, gatewayObjectId],
    );

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(PAYMENT_SESSIONS - 1);
    await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [studio]);
    await db.query(
      `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
         business_email, business_address, client_name, client_email, client_address,
         payment_terms, line_items, status, currency, subtotal_minor, total_minor, paid_minor)
       VALUES ($1, $2, 'INV-1', '2096-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
         'h@globex.example', '1 Globex Way', 'Net 30', $3, 'partially_paid', 'EUR', 50000, 50000, 30000)`,
      [
        invoiceId,
        studio,
        JSON.stringify([{ description: 'Work', unitPriceMinor: 50000, quantity: 1 }]),
      ],
    );
    await db.query(
      `INSERT INTO payments (workspace_id, invoice_id, amount_minor, method, paid_on, stripe_object_id)
       VALUES ($1, $2, 20000, 'card', '2096-01-02', 'cs_test_before'),
              ($1, $2, 10000, 'bank_transfer', '2096-01-02', NULL)`,
      [studio, invoiceId],
    );
    expect(await db.migrateTo(PAYMENT_SESSIONS)).toEqual(['PaymentSessions1763801750000']);
  });
  afterAll(() => db?.close());

  it('keeps every payment, none naming a credit', async () => {
    expect(await ledger()).toEqual([
      { amount: '20000', method: 'card' },
      { amount: '10000', method: 'bank_transfer' },
    ]);
    expect(
      await db.query('SELECT count(*)::int AS n FROM payments WHERE client_credit_id IS NOT NULL'),
    ).toEqual([{ n: 0 }]);
  });

  it('takes only the statuses, reasons and amounts the product writes', async () => {
    await session();
    await expect(session({ status: 'paid' })).rejects.toThrow(/payment_sessions_status/);
    await expect(session({ amount: 0 })).rejects.toThrow(/payment_sessions_amount/);
    await expect(credit('cs_test_reason', 'lost')).rejects.toThrow(/client_credits_reason/);
    const gatewayId = 'cs_test_twice';
    await session({ gatewayId });
    await expect(session({ gatewayId })).rejects.toThrow(/payment_sessions_gateway_key/);
  });

  it('keeps one credit per gateway object, applied at most once', async () => {
    const [{ id }] = await credit('cs_test_after');
    await expect(credit('cs_test_after')).rejects.toThrow(/client_credits_gateway_key/);
    const apply = () =>
      db.query(
        `INSERT INTO payments (workspace_id, invoice_id, amount_minor, method, paid_on, client_credit_id)
         VALUES ($1, $2, 20000, 'card', '2096-01-04', $3)`,
        [studio, invoiceId, id],
      );
    await apply();
    await expect(apply()).rejects.toThrow(/payments_client_credit_key/);
    await db.query('DELETE FROM payments WHERE client_credit_id IS NOT NULL');
  });

  it('goes back down, the ledger as it was', async () => {
    expect(await db.revertTo(PAYMENT_SESSIONS - 1)).toEqual(['PaymentSessions1763801750000']);
    expect(
      await db.query(
        `SELECT table_name FROM information_schema.tables
          WHERE table_name IN ('payment_sessions', 'client_credits')`,
      ),
    ).toEqual([]);
    expect(await ledger()).toEqual([
      { amount: '20000', method: 'card' },
      { amount: '10000', method: 'bank_transfer' },
    ]);
    expect(await db.migrateTo(PAYMENT_SESSIONS)).toEqual(['PaymentSessions1763801750000']);
  });
});
