import {
  CatalogueMessages,
  ClientMessages,
  CreditNoteMessages,
  DocumentMessages,
  FieldCode,
  Messages,
  RecurringMessages,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { encodeCursor } from '../src/common/paging/cursor';
import { withLegacyId } from '../src/documents/core/legacy-id';
import { CreditNotesService } from '../src/credit-notes/credit-notes.service';
import { InvoiceStore } from '../src/invoices/invoice-store';
import { ProposalStore } from '../src/proposals/proposal-store';
import { RecurringService } from '../src/recurring/recurring.service';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { bootApp, SignedUpUser, TestApp } from './support/app';
import { sentInvoiceId } from './support/payments';

/**
 * REST lists a page at a time: `?limit=` (1-100) and `?cursor=` (the previous page's
 * `nextCursor`) on proposals, invoices, clients, catalogue items, recurring invoices and an
 * invoice's credit notes. Without either, each list answers exactly as before.
 */

const LIMIT_MESSAGE = `limit: ${Messages.system.listLimit(100)}`;
const CURSOR_MESSAGE = `cursor: ${Messages.system.cursorInvalid}`;
/** Three rows of a list share this created_at, so a page boundary falls between equals. */
const TIE = '2096-03-01T10:00:00.000Z';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list has its own rows
type Row = any;

describe('REST lists: limit and cursor', () => {
  let ctx: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  /** A's sent invoice that carries the credit notes. */
  let creditedInvoiceId: string;

  const db = () => ctx.app.get(DataSource);
  const get = (user: SignedUpUser, path: string) =>
    ctx.http().get(path).auth(user.token, { type: 'bearer' });
  /** The response as JSON would carry it (dates as strings), for comparing with a service. */
  const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  /**
   * Follows `nextCursor` from `path` (which names `limit`), checking each page's Link header
   * against it; answers the rows of every page, in order, and how many pages there were.
   */
  async function walk(user: SignedUpUser, path: string, limit: number) {
    const rows: Row[] = [];
    let pages = 0;
    let url = path;
    for (;;) {
      const response = await get(user, url).expect(200);
      pages += 1;
      expect(Object.keys(response.body)).toEqual(['status', 'data', 'message', 'nextCursor']);
      expect(response.body.status).toBe('success');
      expect(response.body.data.length).toBeLessThanOrEqual(limit);
      rows.push(...response.body.data);
      const { nextCursor } = response.body;
      if (nextCursor === null) {
        expect(response.headers.link).toBeUndefined();
        return { rows, pages };
      }
      expect(response.body.data).toHaveLength(limit);
      const next = new URL(url, 'http://x');
      next.searchParams.set('limit', String(limit));
      next.searchParams.set('cursor', nextCursor);
      expect(response.headers.link).toBe(`<${next.pathname}${next.search}>; rel="next"`);
      // Follow the Link as a client would.
      url = response.headers.link.slice(1, response.headers.link.indexOf('>'));
      expect(pages).toBeLessThan(50);
    }
  }

  /** Gives three of the table's rows of `user` the same created_at (TIE). */
  const tie = (table: string, ids: string[]) =>
    db().query(`UPDATE ${table} SET created_at = $1 WHERE id = ANY($2::uuid[])`, [TIE, ids]);

  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '5000' });
    a = await ctx.newUser();
    b = await ctx.newUser();
    for (const user of [a, b])
      await db().query(
        'UPDATE workspaces SET proposals_limit = 1000, invoices_limit = 1000 WHERE id = $1',
        [user.workspaceId],
      );

    // Proposals and invoices: 7 of A (3 sharing a created_at), 2 of B.
    for (const kind of ['proposals', 'invoices'] as const) {
      const payload = kind === 'proposals' ? proposalPayload : invoicePayload;
      const ids: string[] = [];
      for (let n = 0; n < 7; n += 1)
        ids.push((await ctx.create(a, kind, payload({ clientName: `A client ${n}` }))).id);
      await tie(kind, ids.slice(2, 5));
      for (let n = 0; n < 2; n += 1)
        await ctx.create(b, kind, payload({ clientName: `B client ${n}` }));
    }

    // Clients and catalogue items: 7 of A, some names equal (the default sort is by name).
    for (let n = 0; n < 7; n += 1) {
      await ctx.create(a, 'clients', {
        name: n % 3 === 0 ? 'Same Name' : `Client ${n}`,
        email: `client${n}@example.com`,
      });
      await ctx.create(a, 'items', {
        name: n % 3 === 0 ? 'Same item' : `Item ${n}`,
        unitPrice: n % 2 === 0 ? 10 : 20 + n,
        unit: 'hour',
        defaultQuantity: 1,
      });
    }
    const clients = await db().query('SELECT id FROM clients WHERE workspace_id = $1', [
      a.workspaceId,
    ]);
    await tie(
      'clients',
      clients.slice(0, 3).map((c: { id: string }) => c.id),
    );

    // Recurring schedules of A: active, paused and ended, with equal next runs and created_at.
    const template = await ctx.create(a, 'invoices', invoicePayload({ clientName: 'Template' }));
    const schedules: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const response = await ctx
        .http()
        .post('/api/recurring-invoices')
        .auth(a.token, { type: 'bearer' })
        .send({
          templateInvoiceId: template.id,
          frequency: 'month',
          startDate: `2096-0${1 + (n % 3)}-28`,
          sendAutomatically: false,
        })
        .expect(201);
      schedules.push(response.body.data.id);
    }
    await tie('recurring_schedules', schedules.slice(0, 3));
    await db().query(
      `UPDATE recurring_schedules SET status = 'paused' WHERE id = ANY($1::uuid[])`,
      [[schedules[1], schedules[5]]],
    );
    await db().query(
      `UPDATE recurring_schedules SET status = 'ended', next_run_on = NULL
        WHERE id = ANY($1::uuid[])`,
      [[schedules[2], schedules[6]]],
    );

    // Credit notes: 5 against one of A's invoices, 3 issued in the same millisecond.
    creditedInvoiceId = await sentInvoiceId(ctx, a);
    for (let n = 0; n < 5; n += 1)
      await ctx
        .http()
        .post(`/api/invoices/${creditedInvoiceId}/credit-notes`)
        .auth(a.token, { type: 'bearer' })
        .send({ amount: 1, reason: `Credit ${n}` })
        .expect(201);
    const notes = await db().query('SELECT id FROM credit_notes WHERE invoice_id = $1', [
      creditedInvoiceId,
    ]);
    await tie(
      'credit_notes',
      notes.slice(1, 4).map((n: { id: string }) => n.id),
    );
  });
  afterAll(() => ctx?.close());

  /** Each list: its path, and what its unpaginated answer was before pages (the service's list). */
  const LISTS: Record<
    string,
    { path: () => string; whole: () => Promise<unknown>; message: string }
  > = {
    proposals: {
      path: () => '/api/proposals',
      whole: async () =>
        (await ctx.app.get(ProposalStore).listAll(a.workspaceId)).map(withLegacyId),
      message: DocumentMessages.proposal.listed,
    },
    invoices: {
      path: () => '/api/invoices',
      whole: async () => (await ctx.app.get(InvoiceStore).listAll(a.workspaceId)).map(withLegacyId),
      message: DocumentMessages.invoice.listed,
    },
    'recurring invoices': {
      path: () => '/api/recurring-invoices',
      whole: () => ctx.app.get(RecurringService).list(a.workspaceId),
      message: RecurringMessages.listed,
    },
    "an invoice's credit notes": {
      path: () => `/api/invoices/${creditedInvoiceId}/credit-notes`,
      whole: () => ctx.app.get(CreditNotesService).list(a.workspaceId, creditedInvoiceId),
      message: CreditNoteMessages.listed,
    },
  };
  const ALL_PATHS = () => [
    ...Object.values(LISTS).map((list) => list.path()),
    '/api/clients',
    '/api/items',
  ];

  describe.each(Object.keys(LISTS))('%s', (name) => {
    const list = () => LISTS[name];

    it('answers as before without limit and cursor: the same envelope, no Link', async () => {
      const response = await get(a, list().path()).expect(200);
      expect(response.body).toStrictEqual({
        status: 'success',
        data: json(await list().whole()),
        message: list().message,
      });
      expect(response.headers.link).toBeUndefined();
    });

    it('walks pages of 2 to every row exactly once, in the unpaginated order', async () => {
      const whole = (await get(a, list().path()).expect(200)).body.data as Row[];
      expect(whole.length).toBeGreaterThanOrEqual(5);
      const { rows, pages } = await walk(a, `${list().path()}?limit=2`, 2);
      expect(rows).toEqual(whole);
      expect(pages).toBe(Math.ceil(whole.length / 2));
      const { rows: one } = await walk(a, `${list().path()}?limit=100`, 100);
      expect(one).toEqual(whole);
    });

    it('takes a cursor without a limit: the rest, up to 50', async () => {
      const first = await get(a, `${list().path()}?limit=1`).expect(200);
      const whole = (await get(a, list().path()).expect(200)).body.data as Row[];
      const rest = await get(a, `${list().path()}?cursor=${first.body.nextCursor}`).expect(200);
      expect(rest.body).toEqual({
        status: 'success',
        data: whole.slice(1),
        message: list().message,
        nextCursor: null,
      });
      expect(rest.headers.link).toBeUndefined();
    });
  });

  it('the document lists page in the GraphQL kind of cursor: created_at and id', async () => {
    const whole = (await get(a, '/api/proposals').expect(200)).body.data as Row[];
    const cursor = encodeCursor({ value: whole[1].createdAt, id: whole[1].id });
    const page = await get(a, `/api/proposals?limit=2&cursor=${cursor}`).expect(200);
    expect(page.body.data).toEqual(whole.slice(2, 4));
  });

  it.each(['0', '101', 'abc', '1.5', '-1', '', '1e1', '2&limit=3'])(
    'refuses limit=%s on every list, naming limit',
    async (limit) => {
      for (const path of ALL_PATHS()) {
        const response = await get(a, `${path}?limit=${limit}`).expect(400);
        expect({ path, message: response.body.message }).toEqual({ path, message: LIMIT_MESSAGE });
      }
    },
  );

  it('refuses a cursor it cannot read on every list, naming cursor', async () => {
    const notACursor = [
      'nope',
      '',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from(JSON.stringify([{ a: 1 }, a.id])).toString('base64url'),
      Buffer.from(JSON.stringify([TIE, 'not-a-uuid'])).toString('base64url'),
      'x'.repeat(501),
    ];
    for (const path of ALL_PATHS())
      for (const cursor of notACursor) {
        const response = await get(a, `${path}?limit=2&cursor=${cursor}`).expect(400);
        expect({ path, cursor, body: response.body }).toEqual({
          path,
          cursor,
          body: {
            status: 'error',
            message: CURSOR_MESSAGE,
            data: {
              errors: [
                {
                  field: 'cursor',
                  code: FieldCode.InvalidCursor,
                  message: Messages.system.cursorInvalid,
                },
              ],
            },
          },
        });
      }
    // A document cursor has one sort key; a recurring invoices' page cursor has three.
    const documentCursor = (await get(a, '/api/proposals?limit=1').expect(200)).body.nextCursor;
    const response = await get(a, `/api/recurring-invoices?cursor=${documentCursor}`).expect(400);
    expect(response.body.message).toBe(CURSOR_MESSAGE);
  });

  describe("another workspace's cursor", () => {
    it("answers B's own rows after that position, never A's", async () => {
      const aRows = (await get(a, '/api/proposals').expect(200)).body.data as Row[];
      const aCursor = (await get(a, '/api/proposals?limit=1').expect(200)).body.nextCursor;

      // B's proposals older than A's first: B's cursor-page is all of B's, from the start.
      await db().query(
        `UPDATE proposals SET created_at = '2000-01-01T00:00:00.000Z' WHERE workspace_id = $1`,
        [b.workspaceId],
      );
      const bRows = (await get(b, '/api/proposals').expect(200)).body.data as Row[];
      expect(bRows).toHaveLength(2);
      const older = await get(b, `/api/proposals?limit=100&cursor=${aCursor}`).expect(200);
      expect(older.body.data).toEqual(bRows);
      expect(older.body.nextCursor).toBeNull();

      // Newer than A's: nothing of B comes after A's position, and nothing of A is shown.
      await db().query(
        `UPDATE proposals SET created_at = '2099-01-01T00:00:00.000Z' WHERE workspace_id = $1`,
        [b.workspaceId],
      );
      const newer = await get(b, `/api/proposals?limit=100&cursor=${aCursor}`).expect(200);
      expect(newer.body).toEqual({
        status: 'success',
        data: [],
        message: DocumentMessages.proposal.listed,
        nextCursor: null,
      });
      const aIds = new Set(aRows.map((row) => row.id));
      expect(older.body.data.filter((row: Row) => aIds.has(row.id))).toEqual([]);
    });

    it("cannot list another workspace's invoice's credit notes with one", async () => {
      const cursor = (
        await get(a, `/api/invoices/${creditedInvoiceId}/credit-notes?limit=1`).expect(200)
      ).body.nextCursor;
      const response = await get(
        b,
        `/api/invoices/${creditedInvoiceId}/credit-notes?limit=2&cursor=${cursor}`,
      ).expect(404);
      expect(response.body.message).toBe(DocumentMessages.invoice.notFound);
    });
  });

  describe.each([
    ['/api/clients', 'clients', ClientMessages.listed, ['name', 'createdAt', 'email']],
    ['/api/items', 'catalogue_items', CatalogueMessages.listed, ['name', 'createdAt', 'unitPrice']],
  ])('%s', (path, table, message, sorts) => {
    it('answers numbered pages as before without limit and cursor', async () => {
      const response = await get(a, path).expect(200);
      expect(Object.keys(response.body)).toEqual(['status', 'data', 'message']);
      expect(response.body).toMatchObject({ status: 'success', message });
      const [{ count }] = await db().query(
        `SELECT count(*)::int AS count FROM ${table} WHERE workspace_id = $1`,
        [a.workspaceId],
      );
      expect(response.body.data).toMatchObject({ total: count, page: 1, pageSize: 20 });
      expect(response.body.data.items).toHaveLength(count);
      expect(response.headers.link).toBeUndefined();
    });

    it.each(sorts.flatMap((sortBy) => [`sortBy=${sortBy}`, `sortBy=${sortBy}&sortDirection=DESC`]))(
      "walks pages of 2 in the numbered pages' order (%s), the Link keeping the sort",
      async (sort) => {
        const numbered = await get(a, `${path}?${sort}&pageSize=100`).expect(200);
        const { rows } = await walk(a, `${path}?${sort}&limit=2`, 2);
        expect(rows).toEqual(numbered.body.data.items);
      },
    );

    it('refuses page numbers with a cursor or a limit, naming the page field', async () => {
      for (const query of ['page=2&limit=2', 'pageSize=5&limit=2', 'page=1&cursor=abc']) {
        const response = await get(a, `${path}?${query}`).expect(400);
        expect(response.body.message).toMatch(
          new RegExp(`^page(Size)?: ${Messages.system.pagesOrCursor.replace('.', '\\.')}$`),
        );
      }
    });
  });

  it('answers pages of 50 for a cursor without a limit, and says so in the Link', async () => {
    const c = await ctx.newUser();
    for (let n = 0; n < 53; n += 1)
      await ctx.create(c, 'clients', { name: `Client ${n}`, email: `c${n}@example.com` });
    const first = await get(c, '/api/clients?limit=1').expect(200);
    const second = await get(c, `/api/clients?cursor=${first.body.nextCursor}`).expect(200);
    expect(second.body.data).toHaveLength(50);
    expect(second.headers.link).toBe(
      `</api/clients?cursor=${second.body.nextCursor}&limit=50>; rel="next"`,
    );
    const third = await get(c, second.headers.link.slice(1, second.headers.link.indexOf('>')));
    expect(third.body.data).toHaveLength(2);
    expect(third.body.nextCursor).toBeNull();
    const numbered = await get(c, '/api/clients?pageSize=100').expect(200);
    expect([first, second, third].flatMap((page) => page.body.data)).toEqual(
      numbered.body.data.items,
    );
  });

  it('keeps each list to its workspace: B walks only its own rows', async () => {
    for (const path of ['/api/proposals', '/api/invoices', '/api/clients', '/api/items']) {
      const { rows } = await walk(b, `${path}?limit=1`, 1);
      const ids = rows.map((row: Row) => row.id);
      const owned = await db().query(
        `SELECT id FROM ${path === '/api/items' ? 'catalogue_items' : path.slice(5)}
          WHERE workspace_id = $1 AND id = ANY($2::uuid[])`,
        [b.workspaceId, ids],
      );
      expect({ path, owned: owned.length }).toEqual({ path, owned: ids.length });
    }
  });
});
