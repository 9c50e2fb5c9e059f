import { DataSource } from 'typeorm';
import { Client } from '../src/clients/client.entity';
import { activitySelects } from '../src/documents/core/document-activity';
import { AppConfig } from '../src/config/app-config';
import {
  countPrepared,
  queryPrepared,
  queryText,
  rawRowsOfEach,
  rawRowsPrepared,
} from '../src/database/prepared-statements';
import { typeOrmOptions } from '../src/database/typeorm-options';
import { Invoice } from '../src/invoices/invoice.entity';
import { Proposal } from '../src/proposals/proposal.entity';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

/**
 * The hot reads run as named prepared statements (database/prepared-statements.ts). Read through
 * a DataSource of its own with a pool of one connection, so `pg_prepared_statements` (which
 * lists the statements of the session that asks) sees every statement the helpers prepared.
 */
describe('prepared statements', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let db: DataSource;

  const prepared = async () =>
    (
      await db.query<{ name: string; statement: string }[]>(
        `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'dd\\_%' ORDER BY name`,
      )
    ).map(({ name, statement }) => ({ name, statement }));

  const proposals = (workspaceId: string) =>
    db
      .getRepository(Proposal)
      .createQueryBuilder('p')
      .where('p.workspace_id = :workspaceId', { workspaceId });

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    for (const title of ['First', 'Second', 'Third']) {
      await ctx.create(owner, 'proposals', { ...proposalPayload(), proposalTitle: title });
    }
    db = await new DataSource(typeOrmOptions(ctx.app.get(AppConfig).database.url, 1)).initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    await ctx.close();
  });

  it('prepares a text once on a connection and reuses it', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    expect(await queryPrepared(db, text, [21])).toEqual([{ doubled: 42 }]);
    expect(await queryPrepared(db, text, [5])).toEqual([{ doubled: 10 }]);
    const statements = await prepared();
    expect(statements).toEqual([
      { name: expect.stringMatching(/^dd_[\w-]{24}$/), statement: text },
    ]);
  });

  it('reads a list page as getRawMany does, and counts as getCount does', async () => {
    const page = () =>
      activitySelects(proposals(owner.workspaceId), 'p').orderBy('p.created_at', 'DESC').limit(2);
    const ours = await rawRowsPrepared<Proposal, Record<string, unknown>>(page());
    expect(ours).toHaveLength(2);
    expect(ours).toEqual(await page().getRawMany());
    expect(ours.map((row) => row.p_proposal_title)).toEqual(['Third', 'Second']);

    const titled = () => proposals(owner.workspaceId).andWhere("p.proposal_title <> 'Second'");
    expect(await countPrepared(titled(), 'p')).toBe(2);
    expect(await countPrepared(titled(), 'p')).toBe(await titled().getCount());
    expect(await countPrepared(proposals('00000000-0000-4000-8000-000000000000'), 'p')).toBe(0);
  });

  it('writes the SQL once per query shape; its parameters still come from each builder', async () => {
    const other = await ctx.newUser();
    await ctx.create(other, 'proposals', { ...proposalPayload(), proposalTitle: 'Elsewhere' });
    const titles = (workspaceId: string) =>
      proposals(workspaceId).select('p.proposal_title', 'title').orderBy('p.proposal_title');
    // One shape, two workspaces: the same text, each workspace's own rows.
    expect(queryText(titles(other.workspaceId))).toBe(titles(owner.workspaceId).getQuery());
    const read = async (workspaceId: string) =>
      (await rawRowsPrepared<Proposal, { title: string }>(titles(workspaceId))).map((r) => r.title);
    expect(await read(owner.workspaceId)).toEqual(['First', 'Second', 'Third']);
    expect(await read(other.workspaceId)).toEqual(['Elsewhere']);

    // Whatever goes into the text makes another shape, each with its own text.
    const variants = [
      titles(owner.workspaceId).limit(1),
      titles(owner.workspaceId).limit(2),
      titles(owner.workspaceId).offset(1),
      titles(owner.workspaceId).andWhere("p.proposal_title <> 'Second'"),
      titles(owner.workspaceId).orWhere("p.proposal_title = 'Second'"),
      titles(owner.workspaceId).orderBy('p.created_at', 'DESC'),
      titles(owner.workspaceId).addSelect('p.status', 'status'),
      titles(owner.workspaceId).withDeleted(),
      // Not kept at all (a join, a lock, take): written anew each time.
      titles(owner.workspaceId).leftJoin(Client, 'c', 'c.id = p.client_id'),
      titles(owner.workspaceId).take(1),
    ];
    const texts = variants.map((query) => queryText(query));
    expect(texts).toEqual(variants.map((query) => query.getQuery()));
    expect(new Set(texts.slice(0, 8)).size).toBe(8);
    expect(await read(owner.workspaceId)).toEqual(['First', 'Second', 'Third']);
  });

  it("reads a transaction's builder on the transaction's connection, seeing its own writes", async () => {
    // With one pooled connection, held by the transaction, a read through the pool would wait
    // for it until the pool's 5 s connection timeout.
    const titles = await db
      .transaction(async (manager) => {
        await manager.query(
          `UPDATE proposals SET proposal_title = 'Renamed' WHERE workspace_id = $1`,
          [owner.workspaceId],
        );
        const query = manager
          .getRepository(Proposal)
          .createQueryBuilder('p')
          .select('p.proposal_title', 'title')
          .where('p.workspace_id = :workspaceId', { workspaceId: owner.workspaceId });
        const rows = await rawRowsPrepared<Proposal, { title: string }>(query);
        throw Object.assign(new Error('roll back'), { titles: rows.map((row) => row.title) });
      })
      .catch((error: { titles?: string[] }) => error.titles);
    expect(titles).toEqual(['Renamed', 'Renamed', 'Renamed']);
  });

  it('reads several queries in one statement: each its own rows, in its own order, as getRawMany reads them', async () => {
    for (const clientName of ['Ada', 'Bea']) {
      await ctx.create(owner, 'invoices', invoicePayload({ clientName }));
    }
    const invoices = (workspaceId: string) =>
      db
        .getRepository(Invoice)
        .createQueryBuilder('i')
        .where('i.workspace_id = :workspaceId', { workspaceId });
    // Both carry the activity columns: the same names on both sides.
    const newestProposals = () =>
      activitySelects(proposals(owner.workspaceId), 'p').orderBy('p.created_at', 'DESC').limit(2);
    const oldestInvoices = () =>
      activitySelects(invoices(owner.workspaceId), 'i').orderBy('i.created_at', 'ASC');

    const before = await prepared();
    const [proposalRows, invoiceRows] = await rawRowsOfEach([newestProposals(), oldestInvoices()]);
    expect(proposalRows).toEqual(await newestProposals().getRawMany());
    expect(invoiceRows).toEqual(await oldestInvoices().getRawMany());
    expect(proposalRows.map((row) => row.p_proposal_title)).toEqual(['Third', 'Second']);
    expect(invoiceRows.map((row) => row.i_client_name)).toEqual(['Ada', 'Bea']);
    expect(invoiceRows[0].i_created_at).toBeInstanceOf(Date);
    // One statement, prepared once.
    const added = (await prepared()).filter(
      ({ name }) => !before.some((statement) => statement.name === name),
    );
    expect(added).toHaveLength(1);
    expect(added[0].statement).toContain('FULL JOIN');

    // A side without rows, and neither with any.
    const nobody = '00000000-0000-4000-8000-000000000000';
    const none = proposals(owner.workspaceId).andWhere("p.proposal_title = 'None such'");
    expect(await rawRowsOfEach([none, oldestInvoices()])).toEqual([
      [],
      await oldestInvoices().getRawMany(),
    ]);
    expect(await rawRowsOfEach([proposals(nobody), invoices(nobody)])).toEqual([[], []]);

    // A parameter name is shared by the sides, so it may not mean two values.
    await expect(rawRowsOfEach([proposals(owner.workspaceId), invoices(nobody)])).rejects.toThrow(
      'rawRowsOfEach: the parameter :workspaceId differs between the queries',
    );
  });

  it('names at most 500 texts in a process; later ones still answer, unnamed', async () => {
    for (let i = 0; i < 520; i++) {
      const [row] = await queryPrepared<{ n: number }>(db, `SELECT $1::int + ${i} AS n`, [1]);
      expect(row.n).toBe(i + 1);
    }
    // The app booted in this process named its own hot reads (on its own pool) from the same 500.
    const statements = (await prepared()).map(({ statement }) => statement);
    expect(statements.length).toBeGreaterThan(450);
    expect(statements.length).toBeLessThanOrEqual(500);
    expect(statements).toContain('SELECT $1::int + 0 AS n');
    expect(statements).not.toContain('SELECT $1::int + 519 AS n');
  });
});
