import { randomUUID } from 'node:crypto';
import { RecurringInvoices1763801300000 } from '../src/database/migrations/1763801300000-RecurringInvoices';
import {
  createMigrationHarness,
  migrationTimestamp,
  type MigrationHarness,
} from './support/migration-harness';

/**
 * The RecurringInvoices migration on a database holding invoices: the invoices stay
 * as they were; a schedule can only copy an invoice of its own workspace, which then cannot be
 * deleted on its own (a workspace's cascade still deletes both); a period is issued once.
 * `down` drops the two tables and the key it added to invoices, and the invoices are intact.
 */
const RECURRING = migrationTimestamp(RecurringInvoices1763801300000);

describe('recurring invoices migration', () => {
  let db: MigrationHarness;
  const workspaces = { a: randomUUID(), b: randomUUID() };
  const invoices = { a: randomUUID(), b: randomUUID() };
  let before: unknown[];

  const invoicesNow = () =>
    db.query('SELECT id, workspace_id, invoice_number, status FROM invoices ORDER BY id');
  /** A monthly schedule on the 31st; `columns` overrides or adds columns. */
  const schedule = (
    workspaceId: string,
    templateId: string,
    columns: Record<string, unknown> = {},
  ) => {
    const row: Record<string, unknown> = {
      workspace_id: workspaceId,
      template_invoice_id: templateId,
      frequency: 'month',
      day_of_month: 31,
      start_date: '2096-01-31',
      next_run_on: '2096-01-31',
      ...columns,
    };
    const names = Object.keys(row);
    return db.query<{ id: string }>(
      `INSERT INTO recurring_schedules (${names.join(', ')})
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(row),
    );
  };

  beforeAll(async () => {
    db = await createMigrationHarness();
    await db.migrateTo(RECURRING - 1);
    for (const key of ['a', 'b'] as const) {
      await db.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Studio')`, [workspaces[key]]);
      await db.query(
        `INSERT INTO invoices (id, workspace_id, invoice_number, invoice_date, business_name,
           business_email, business_address, client_name, client_email, client_address,
           payment_terms, line_items, status, currency, subtotal_minor, total_minor)
         VALUES ($1, $2, 'INV-1', '2026-01-01', 'Studio', 's@studio.example', '1 Road', 'Hank',
           'h@globex.example', '1 Globex Way', 'Net 30', $3, 'sent', 'EUR', 1200, 1200)`,
        [
          invoices[key],
          workspaces[key],
          JSON.stringify([{ description: 'Work', unitPriceMinor: 1200, quantity: 1 }]),
        ],
      );
    }
    before = await invoicesNow();
    expect(await db.migrateTo(RECURRING)).toEqual(['RecurringInvoices1763801300000']);
  });
  afterAll(() => db?.close());

  it('keeps the invoices as they were', async () => {
    expect(await invoicesNow()).toEqual(before);
  });

  it("lets a schedule copy only its own workspace's invoice, and keeps that invoice", async () => {
    await expect(schedule(workspaces.a, invoices.b)).rejects.toThrow(
      /recurring_schedules_template_fkey/,
    );
    const [{ id }] = await schedule(workspaces.a, invoices.a);
    await expect(db.query('DELETE FROM invoices WHERE id = $1', [invoices.a])).rejects.toThrow(
      /recurring_schedules_template_fkey/,
    );

    // One run per period; an issued invoice may go, its run stays.
    const run = `INSERT INTO recurring_runs (workspace_id, schedule_id, period_start, invoice_id)
                 VALUES ($1, $2, '2096-01-31', $3) ON CONFLICT DO NOTHING RETURNING id`;
    expect(await db.query(run, [workspaces.a, id, invoices.a])).toHaveLength(1);
    expect(await db.query(run, [workspaces.a, id, invoices.a])).toEqual([]);
    await expect(
      db.query(
        `INSERT INTO recurring_runs (workspace_id, schedule_id, period_start)
         VALUES ($1, $2, '2096-01-31')`,
        [workspaces.a, id],
      ),
    ).rejects.toThrow(/recurring_runs_period_key/);
  });

  it('refuses rules that do not hold together', async () => {
    // Weekly has no day of the month; a month has a day or the last day, not both.
    await expect(schedule(workspaces.b, invoices.b, { frequency: 'week' })).rejects.toThrow(
      /recurring_schedules_day/,
    );
    await expect(schedule(workspaces.b, invoices.b, { last_day_of_month: true })).rejects.toThrow(
      /recurring_schedules_day/,
    );
    await expect(schedule(workspaces.b, invoices.b, { max_count: 0 })).rejects.toThrow(
      /max_count_check/,
    );
    await expect(
      schedule(workspaces.b, invoices.b, { end_date: '2096-12-31', max_count: 3 }),
    ).rejects.toThrow(/recurring_schedules_end/);
    // Ended, and only ended, has no next period.
    await expect(schedule(workspaces.b, invoices.b, { status: 'ended' })).rejects.toThrow(
      /recurring_schedules_next/,
    );
  });

  it("deletes a workspace's schedules, runs and invoices together", async () => {
    const [{ id }] = await schedule(workspaces.b, invoices.b);
    await db.query(
      `INSERT INTO recurring_runs (workspace_id, schedule_id, period_start, invoice_id)
       VALUES ($1, $2, '2096-01-31', $3)`,
      [workspaces.b, id, invoices.b],
    );
    await db.query('DELETE FROM workspaces WHERE id = $1', [workspaces.b]);
    const left = await db.query(
      `SELECT (SELECT count(*)::int FROM recurring_schedules WHERE workspace_id = $1) AS schedules,
              (SELECT count(*)::int FROM recurring_runs WHERE workspace_id = $1) AS runs,
              (SELECT count(*)::int FROM invoices WHERE workspace_id = $1) AS invoices`,
      [workspaces.b],
    );
    expect(left).toEqual([{ schedules: 0, runs: 0, invoices: 0 }]);
  });

  it('goes back down to the invoices alone, and up again', async () => {
    expect(await db.revertTo(RECURRING - 1)).toEqual(['RecurringInvoices1763801300000']);
    const tables = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'recurring_%'`,
    );
    expect(tables).toEqual([]);
    const keys = await db.query(
      `SELECT conname FROM pg_constraint WHERE conname = 'invoices_workspace_id_key'`,
    );
    expect(keys).toEqual([]);
    expect(await invoicesNow()).toEqual(
      before.filter((row) => JSON.stringify(row).includes(workspaces.a)),
    );
    expect(await db.migrateTo(RECURRING)).toEqual(['RecurringInvoices1763801300000']);
  });
});
