import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { Clock } from '../src/common/clock';
import { runMigrations } from '../src/database/migrate';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { recordPayment, sentInvoiceId } from './support/payments';

const run = promisify(execFile);
/** The fields of GET /api/invoices this test reads; the rest is compared whole. */
interface InvoiceRow {
  id: string;
  status: string;
  invoiceNumber: string;
  amountPaid: number;
  balanceDue: number;
}
const PG_DUMP = '/usr/bin/pg_dump';
const PG_RESTORE = '/usr/bin/pg_restore';

/**
 * docs/operations.md, "Backups and restore", done for real: a workspace with proposals, invoices
 * and payments made through the api, `pg_dump --format=custom` of its database, the database
 * dropped, `pg_restore` into a new one, and the app booted on the copy answering the same lists
 * and totals, signing its user in and going on numbering where it stopped.
 */
describe('a backup restored into a new database', () => {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL!;
  const stamp = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const sourceName = `dealdraft_backup_${stamp}`;
  const restoredName = `dealdraft_restored_${stamp}`;
  let workDir: string;
  let ctx: TestApp | undefined;
  let owner: SignedUpUser;

  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  /** Row counts of every table of the public schema, by table name. */
  const rowCounts = async (name: string): Promise<Record<string, number>> => {
    const client = new Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      const counts: Record<string, number> = {};
      for (const { table_name: table } of rows) {
        const [{ count }] = (await client.query(`SELECT count(*)::int AS count FROM "${table}"`))
          .rows as { count: number }[];
        counts[table] = count;
      }
      return counts;
    } finally {
      await client.end();
    }
  };
  /** Both apps read one fixed day (the stats' months, "today" for payments). */
  const boot = async (database: string) => {
    const app = await bootApp({ DATABASE_URL: urlOf(database) });
    jest.spyOn(app.app.get(Clock), 'now').mockReturnValue(new Date('2096-11-15T12:00:00Z'));
    return app;
  };
  const get = (path: string, token = owner.token) =>
    ctx!.http().get(path).auth(token, { type: 'bearer' }).expect(200);
  /** What the owner sees: both lists (payments included) and the dashboard's totals. */
  const snapshot = async (token = owner.token) => {
    const invoices = (await get('/api/invoices', token)).body.data as InvoiceRow[];
    return {
      proposals: (await get('/api/proposals', token)).body.data,
      invoices,
      payments: await Promise.all(
        invoices.map(
          async ({ id }) =>
            (await get(`/api/invoices/${id}/payments`, token)).body as { data: unknown[] },
        ),
      ),
      stats: (await get('/api/stats', token)).body.data,
    };
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'dealdraft-backup-'));
    await admin(`CREATE DATABASE "${sourceName}"`);
    await runMigrations(urlOf(sourceName));
  });

  afterAll(async () => {
    await ctx?.close();
    for (const name of [sourceName, restoredName]) {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    await rm(workDir, { recursive: true, force: true });
  });

  it('holds the same rows and totals, signs the user in and numbers on', async () => {
    // The workspace, made through the api.
    ctx = await boot(sourceName);
    owner = await ctx.newUser({ password: 'restore me safely' });
    await ctx.upgrade(owner);
    // Numbered from the workspace's sequence (number_sequences), which the copy must carry on.
    await ctx
      .http()
      .put('/api/workspace')
      .auth(owner.token, { type: 'bearer' })
      .send({ name: 'Backed-up Studio', invoiceNumberPattern: 'INV-{SEQ:4}' })
      .expect(200);
    const accepted = await ctx.create(
      owner,
      'proposals',
      proposalPayload({ proposalTitle: 'Brand refresh', status: 'accepted' }),
    );
    await ctx.create(owner, 'proposals', proposalPayload({ proposalTitle: 'Intranet' }));
    const partlyPaid = await sentInvoiceId(ctx, owner);
    const paid = await sentInvoiceId(ctx, owner, {
      lineItems: [{ description: 'Retainer', rate: 1500, quantity: 1 }],
    });
    const draft = await ctx.create(owner, 'invoices', invoicePayload({ status: 'draft' }));
    await recordPayment(ctx, owner, partlyPaid, {
      amount: 500,
      method: 'bank_transfer',
      paidOn: '2096-11-10',
      reference: 'SEPA 4471',
    }).expect(201);
    await recordPayment(ctx, owner, paid, {
      amount: 1500,
      method: 'card',
      paidOn: '2096-11-11',
    }).expect(201);
    const before = await snapshot();
    expect(before.proposals).toHaveLength(2);
    expect(before.proposals.map((p: { id: string }) => p.id)).toContain(accepted.id);
    expect(
      Object.fromEntries(
        before.invoices.map((i) => [i.id, [i.invoiceNumber, i.status, i.amountPaid, i.balanceDue]]),
      ),
    ).toEqual({
      [partlyPaid]: ['INV-0001', 'partially_paid', 500, 1460.47],
      [paid]: ['INV-0002', 'paid', 1500, 0],
      [draft.id]: ['INV-0003', 'draft', 0, 1960.47],
    });
    expect(before.payments.map((p) => p.data.length)).toEqual([0, 1, 1]);
    // 1,960.47 × 2 + 1,500; the partly paid invoice's balance is what is outstanding.
    expect(before.stats).toMatchObject({
      proposalsTotalValue: 5201,
      invoicesTotalAmount: 5420.94,
      receivables: [{ currency: 'USD', outstanding: 1460.47, outstandingCount: 1 }],
    });
    await ctx.close();
    ctx = undefined;
    const countsBefore = await rowCounts(sourceName);
    expect(countsBefore).toMatchObject({ proposals: 2, invoices: 3, payments: 2 });

    // The backup, as docs/operations.md takes it; then the original is gone.
    const dump = join(workDir, 'dealdraft.dump');
    await run(PG_DUMP, ['--format=custom', `--file=${dump}`, `--dbname=${urlOf(sourceName)}`]);
    expect((await stat(dump)).size).toBeGreaterThan(0);
    await admin(`DROP DATABASE "${sourceName}" WITH (FORCE)`);

    // The restore, into a new empty database.
    await admin(`CREATE DATABASE "${restoredName}"`);
    await run(PG_RESTORE, [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${urlOf(restoredName)}`,
      dump,
    ]);
    expect(await rowCounts(restoredName)).toEqual(countsBefore);

    // The app on the copy: the same lists and totals, through the same session and a new one.
    ctx = await boot(restoredName);
    expect(await snapshot()).toEqual(before);
    const login = await ctx
      .http()
      .post('/api/auth/login')
      .send({ email: owner.email, password: 'restore me safely' })
      .expect(200);
    expect(login.body.data).toMatchObject({ id: owner.id, email: owner.email });
    expect(await snapshot(login.body.data.token)).toEqual(before);

    // The numbering sequence came along: the next invoice takes the next number.
    expect(before.invoices.map((i) => i.invoiceNumber).sort()).toEqual([
      'INV-0001',
      'INV-0002',
      'INV-0003',
    ]);
    const next = await ctx.create(owner, 'invoices', invoicePayload());
    expect(next.invoiceNumber).toBe('INV-0004');
    // Two app boots, pg_dump and pg_restore: more than a minute beside the parallel files.
  }, 240_000);
});
