import { DocumentMessages, todayIso } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = DocumentMessages.invoice;
const daysFromToday = (days: number) => todayIso(new Date(Date.now() + days * 24 * 3600 * 1000));

describe('invoices', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  beforeAll(async () => {
    // The concurrency test sends 1,000 creates for one user within a minute.
    ctx = await bootApp({ CREATES_PER_MINUTE: '5000' });
    owner = await ctx.newUser();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.app.get(DataSource);
  const api = (user: SignedUpUser) => ({
    list: () => ctx.http().get('/api/invoices').auth(user.token, { type: 'bearer' }),
    get: (id: string) => ctx.http().get(`/api/invoices/${id}`).auth(user.token, { type: 'bearer' }),
    create: (body: object) =>
      ctx.http().post('/api/invoices').auth(user.token, { type: 'bearer' }).send(body),
    update: (id: string, body: object) =>
      ctx.http().put(`/api/invoices/${id}`).auth(user.token, { type: 'bearer' }).send(body),
    remove: (id: string) =>
      ctx.http().delete(`/api/invoices/${id}`).auth(user.token, { type: 'bearer' }),
  });
  const raiseLimit = (user: SignedUpUser, limit = 1000) =>
    db().query('UPDATE workspaces SET invoices_limit = $2 WHERE id = $1', [
      user.workspaceId,
      limit,
    ]);
  const usedOf = async (user: SignedUpUser) =>
    (await db().query('SELECT invoices_used FROM workspaces WHERE id = $1', [user.workspaceId]))[0]
      .invoices_used as number;

  describe('REST CRUD', () => {
    it('creates an invoice with the amount computed from the lines', async () => {
      const response = await api(owner).create(invoicePayload()).expect(201);
      expect(response.body.message).toBe('Invoice created successfully!');
      const invoice = response.body.data;
      expect(invoice).toMatchObject({
        _id: invoice.id,
        status: 'draft',
        amount: 1960.47,
        lineItems: [
          {
            description: 'Design sprint',
            extraDetails: 'Week of 3 Nov',
            rate: 950.25,
            quantity: 2,
            total: 1900.5,
          },
          { description: 'Hosting', extraDetails: null, rate: 19.99, quantity: 3, total: 59.97 },
        ],
      });
      expect(invoice.invoiceNumber).toMatch(/^INV-\d{13}$/);
      const [row] = await db().query(
        'SELECT workspace_id, currency, total_minor::text FROM invoices WHERE id = $1',
        [invoice.id],
      );
      // Stored in minor units with its currency: 1,960.47 US dollars.
      expect(row).toEqual({
        workspace_id: owner.workspaceId,
        currency: 'USD',
        total_minor: '196047',
      });
      // Proposals and invoices have their own allowances.
      expect(await usedOf(owner)).toBe(1);
    });

    it('reads, lists, marks paid and deletes with the spec messages', async () => {
      await raiseLimit(owner);
      const created = (
        await api(owner)
          .create(invoicePayload({ invoiceNumber: 'INV-CRUD-1' }))
          .expect(201)
      ).body.data;
      expect((await api(owner).get(created.id).expect(200)).body.data.invoiceNumber).toBe(
        'INV-CRUD-1',
      );
      const list = await api(owner).list().expect(200);
      expect(list.body.data[0].id).toBe(created.id);

      const updated = await api(owner)
        .update(
          created.id,
          invoicePayload({
            invoiceNumber: 'INV-CRUD-1',
            status: 'paid',
            lineItems: [{ description: 'Flat fee', rate: 100, quantity: 1 }],
          }),
        )
        .expect(200);
      expect(updated.body.message).toBe('Invoice updated successfully!');
      expect(updated.body.data).toMatchObject({ status: 'paid', amount: 100 });

      const removed = await api(owner).remove(created.id).expect(200);
      expect(removed.body).toEqual({
        status: 'success',
        data: null,
        message: 'Invoice deleted successfully!',
      });
      expect((await api(owner).get(created.id).expect(404)).body.message).toBe(M.notFound);
    });

    it('refuses a number already used by the same owner with 409', async () => {
      await raiseLimit(owner);
      await api(owner)
        .create(invoicePayload({ invoiceNumber: 'INV-DUP' }))
        .expect(201);
      expect(
        (
          await api(owner)
            .create(invoicePayload({ invoiceNumber: 'INV-DUP' }))
            .expect(409)
        ).body.message,
      ).toBe(M.numberTaken);
    });
  });

  describe('validation', () => {
    beforeAll(() => raiseLimit(owner));
    const expect400 = async (body: object, message: string) => {
      const response = await api(owner).create(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    };

    it.each([
      'businessName',
      'businessAddress',
      'clientName',
      'clientAddress',
      'invoiceDate',
      'paymentTerms',
    ])('requires %s', async (field) => {
      await expect400(invoicePayload({ [field]: '' }), `${field}: This field is required`);
    });

    it.each(['businessEmail', 'clientEmail'])('requires a valid %s', async (field) => {
      await expect400(
        invoicePayload({ [field]: 'x@' }),
        `${field}: Please enter a valid email address`,
      );
    });

    it('checks line items', async () => {
      await expect400(invoicePayload({ lineItems: [] }), 'lineItems: Add at least one line item');
      await expect400(
        invoicePayload({ lineItems: [{ description: '', rate: 1, quantity: 1 }] }),
        'lineItems.0.description: This field is required',
      );
      await expect400(
        invoicePayload({ lineItems: [{ description: 'x', rate: -0.01, quantity: 1 }] }),
        'lineItems.0.rate: Must be a positive number',
      );
      await expect400(
        invoicePayload({ lineItems: [{ description: 'x', rate: 'ten', quantity: 1 }] }),
        'lineItems.0.rate: Must be a positive number',
      );
      await expect400(
        invoicePayload({ lineItems: [{ description: 'x', rate: 1, quantity: 0 }] }),
        'lineItems.0.quantity: Quantity must be between 1 and 100,000',
      );
      const many = Array.from({ length: 101 }, () => ({ description: 'x', rate: 1, quantity: 1 }));
      await expect400(invoicePayload({ lineItems: many }), 'lineItems: At most 100 line items');
    });

    it('keeps the due date on or after the invoice date', async () => {
      await expect400(
        invoicePayload({ invoiceDate: '2026-11-10', dueDate: '2026-11-01' }),
        'dueDate: Due date cannot be before the invoice date',
      );
      await api(owner)
        .create(invoicePayload({ dueDate: null }))
        .expect(201);
    });

    it('refuses unknown fields: no mass assignment', async () => {
      for (const field of ['ownerId', 'amount', 'id', 'invoicesUsed']) {
        await expect400(
          invoicePayload({ [field]: 1 }),
          `${field}: property ${field} should not exist`,
        );
      }
    });

    it('refuses line breaks in single-line fields (e-mail header safety)', async () => {
      await expect400(
        invoicePayload({ clientName: 'Globex\r\nBcc: victim@example.com' }),
        `clientName: ${DocumentMessages.singleLine}`,
      );
    });
  });

  describe('overdue', () => {
    it('reads a sent invoice past its due date as overdue, in the record, the list and the filter', async () => {
      const user = await ctx.newUser();
      const make = async (
        status: string,
        dueDate: string | null,
        invoiceDate = daysFromToday(-30),
      ) =>
        (await api(user).create(invoicePayload({ status, dueDate, invoiceDate })).expect(201)).body
          .data;
      const late = await make('sent', daysFromToday(-1));
      const dueToday = await make('sent', daysFromToday(0));
      const paidLate = await make('paid', daysFromToday(-5));
      const draftLate = await make('draft', daysFromToday(-5));

      expect(late.status).toBe('overdue');
      expect(dueToday.status).toBe('sent');
      expect(paidLate.status).toBe('paid');
      expect(draftLate.status).toBe('draft');
      expect((await api(user).get(late.id)).body.data.status).toBe('overdue');

      const filter = async (status: string) =>
        (
          await ctx.graphql<{ invoices: { nodes: { id: string; status: string }[] } }>(
            `{ invoices(status: "${status}") { nodes { id status } } }`,
            {},
            user.token,
          )
        ).data!.invoices.nodes;
      expect(await filter('overdue')).toEqual([{ id: late.id, status: 'overdue' }]);
      expect(await filter('sent')).toEqual([{ id: dueToday.id, status: 'sent' }]);
      expect((await filter('paid')).map((n) => n.id)).toEqual([paidLate.id]);
    });
  });

  describe('plan limits', () => {
    it('answers 403 past the trial limit and on an expired trial', async () => {
      const user = await ctx.newUser();
      for (let i = 0; i < 5; i++) await api(user).create(invoicePayload()).expect(201);
      expect((await api(user).create(invoicePayload()).expect(403)).body.message).toBe(
        'You have used all 5 invoices of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.',
      );
      await db().query(
        `UPDATE workspaces SET plan_end = now() - interval '1 second', invoices_used = 0 WHERE id = $1`,
        [user.workspaceId],
      );
      expect((await api(user).create(invoicePayload()).expect(403)).body.message).toBe(
        'Your Trial Plan is not active, so you cannot create invoices. Choose a plan on the Pricing page to continue.',
      );
    });

    it('lets exactly one of 50 concurrent creates through at 4/5, every time (20 rounds)', async () => {
      const user = await ctx.newUser();
      for (let round = 0; round < 20; round++) {
        await db().query('DELETE FROM invoices WHERE workspace_id = $1', [user.workspaceId]);
        await db().query('UPDATE workspaces SET invoices_used = 4 WHERE id = $1', [
          user.workspaceId,
        ]);
        const statuses = await Promise.all(
          Array.from({ length: 50 }, () =>
            api(user)
              .create(invoicePayload())
              .then((r) => r.status),
          ),
        );
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        const [{ count }] = await db().query(
          'SELECT count(*)::int AS count FROM invoices WHERE workspace_id = $1',
          [user.workspaceId],
        );
        expect(count).toBe(1);
        expect(await usedOf(user)).toBe(5);
      }
    }, 180_000);
  });

  describe('ownership', () => {
    it("answers 404 for another user's invoice on every call, and changes nothing", async () => {
      const mallory = await ctx.newUser({ name: 'Mallory' });
      const mine = (
        await api(owner)
          .create(invoicePayload({ clientName: 'Private client' }))
          .expect(201)
      ).body.data;
      for (const response of [
        await api(mallory).get(mine.id),
        await api(mallory).update(mine.id, invoicePayload({ clientName: 'Hijacked' })),
        await api(mallory).remove(mine.id),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ status: 'error', data: null, message: M.notFound });
      }
      expect((await api(mallory).list()).body.data).toEqual([]);
      const code = async (query: string, variables: Record<string, unknown>) =>
        (await ctx.graphql(query, variables, mallory.token)).errors?.[0].extensions?.code;
      expect(await code('query($id: ID!) { invoice(id: $id) { id } }', { id: mine.id })).toBe(
        'NOT_FOUND',
      );
      expect(
        await code(
          'mutation($id: ID!, $input: InvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }',
          {
            id: mine.id,
            input: invoicePayload(),
          },
        ),
      ).toBe('NOT_FOUND');
      expect(await code('mutation($id: ID!) { deleteInvoice(id: $id) }', { id: mine.id })).toBe(
        'NOT_FOUND',
      );
      const list = await ctx.graphql<{ invoices: { totalCount: number } }>(
        '{ invoices { totalCount } }',
        {},
        mallory.token,
      );
      expect(list.data?.invoices.totalCount).toBe(0);
      expect(
        (await db().query('SELECT client_name FROM invoices WHERE id = $1', [mine.id]))[0]
          .client_name,
      ).toBe('Private client');
    });
  });

  describe('GraphQL', () => {
    it('creates, searches by client or number, sorts and paginates', async () => {
      const user = await ctx.newUser();
      await raiseLimit(user);
      for (const [clientName, invoiceNumber, rate] of [
        ['Acme', 'INV-2026-001', 10],
        ['Initech', 'INV-2026-002', 30],
        ['Hooli', 'ACME-7', 20],
      ] as const) {
        const { data, errors } = await ctx.graphql(
          'mutation($input: InvoiceInput!) { createInvoice(input: $input) { id amount } }',
          {
            input: invoicePayload({
              clientName,
              invoiceNumber,
              lineItems: [{ description: 'Work', rate, quantity: 1 }],
            }),
          },
          user.token,
        );
        expect(errors).toBeUndefined();
        expect(data).toEqual({ createInvoice: { id: expect.any(String), amount: rate } });
      }
      const list = async (args: string) =>
        (
          await ctx.graphql<{
            invoices: {
              nodes: { clientName: string }[];
              pageInfo: { endCursor: string; hasNextPage: boolean };
            };
          }>(
            `{ invoices${args} { nodes { clientName } pageInfo { endCursor hasNextPage } } }`,
            {},
            user.token,
          )
        ).data!.invoices;
      expect((await list('(search: "acme")')).nodes.map((n) => n.clientName).sort()).toEqual([
        'Acme',
        'Hooli',
      ]);
      expect((await list('(search: "2026-002")')).nodes.map((n) => n.clientName)).toEqual([
        'Initech',
      ]);
      const first = await list('(first: 2, sortBy: amount, sortDirection: ASC)');
      expect(first.nodes.map((n) => n.clientName)).toEqual(['Acme', 'Hooli']);
      const second = await list(
        `(first: 2, sortBy: amount, sortDirection: ASC, after: "${first.pageInfo.endCursor}")`,
      );
      expect(second).toEqual({
        nodes: [{ clientName: 'Initech' }],
        pageInfo: { endCursor: expect.any(String), hasNextPage: false },
      });
    });
  });

  describe('duplicate', () => {
    const duplicate = (user: SignedUpUser, id: string) =>
      ctx.http().post(`/api/invoices/${id}/duplicate`).auth(user.token, { type: 'bearer' });

    it('copies an invoice as a new draft with a new number, dated today, keeping its terms', async () => {
      const user = await ctx.newUser();
      const source = (
        await api(user)
          .create(
            invoicePayload({
              invoiceNumber: 'INV-SOURCE-1',
              status: 'paid',
              invoiceDate: '2026-11-01',
              dueDate: '2026-12-01',
            }),
          )
          .expect(201)
      ).body.data;

      const response = await duplicate(user, source.id).expect(201);
      expect(response.body).toMatchObject({ status: 'success', message: M.duplicated });
      const copy = response.body.data;
      expect(copy.id).not.toBe(source.id);
      expect(copy.invoiceNumber).toMatch(/^INV-\d{13}$/);
      expect(copy).toMatchObject({
        status: 'draft',
        invoiceDate: daysFromToday(0),
        dueDate: daysFromToday(30),
        clientName: source.clientName,
        lineItems: source.lineItems,
        amount: source.amount,
        notes: source.notes,
      });
      expect(await usedOf(user)).toBe(2);
      expect((await api(user).get(source.id).expect(200)).body.data.status).toBe('paid');
    });

    it('goes through GraphQL, takes the plan limit like a create, and is 404 for another user', async () => {
      const user = await ctx.newUser();
      const ids: string[] = [];
      for (let i = 0; i < 4; i++)
        ids.push(
          (
            await api(user)
              .create(invoicePayload({ dueDate: null }))
              .expect(201)
          ).body.data.id,
        );
      const copied = await ctx.graphql<{
        duplicateInvoice: { status: string; dueDate: string | null };
      }>(
        'mutation($id: ID!) { duplicateInvoice(id: $id) { status dueDate } }',
        { id: ids[0] },
        user.token,
      );
      expect(copied.data?.duplicateInvoice).toEqual({ status: 'draft', dueDate: null });
      const refused = await duplicate(user, ids[0]).expect(403);
      expect(refused.body.message).toBe(
        'You have used all 5 invoices of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.',
      );
      expect(await usedOf(user)).toBe(5);
      const stranger = await ctx.newUser();
      expect((await duplicate(stranger, ids[0]).expect(404)).body.message).toBe(M.notFound);
    });
  });
});
