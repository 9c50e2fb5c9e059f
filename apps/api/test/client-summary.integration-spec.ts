import { ClientMessages } from '@dealdraft/domain';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

/**
 * The client page: totals computed by hand below, the client's documents only, and
 * what happened to them, newest first.
 */
describe('client summary', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let clientId: string;
  let acceptedId: string;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '500', PUBLIC_URL: 'https://app.dealdraft.test' });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    await ctx.upgrade(owner);
    clientId = (
      await ctx.create(owner, 'clients', {
        name: 'Hank Scorpio',
        company: 'Globex',
        email: 'hank@globex.example',
      })
    ).id;
    const forHank = { clientId, clientName: 'Hank Scorpio', clientEmail: 'hank@globex.example' };
    // Proposals: 1,000.00 draft; 2,500.50 sent, then accepted by the client; 99.99 declined.
    await ctx.create(
      owner,
      'proposals',
      proposalPayload({ ...forHank, services: [{ description: 'A', price: 500, quantity: 2 }] }),
    );
    acceptedId = (
      await ctx.create(
        owner,
        'proposals',
        proposalPayload({
          ...forHank,
          status: 'sent',
          expirationDate: '2099-12-31',
          services: [{ description: 'B', price: 2500.5, quantity: 1 }],
        }),
      )
    ).id;
    await ctx.create(
      owner,
      'proposals',
      proposalPayload({
        ...forHank,
        status: 'rejected',
        services: [{ description: 'C', price: 99.99, quantity: 1 }],
      }),
    );
    // Invoices: 100 draft; 200.25 sent and past due, 0.25 of it paid; 300 sent, due in 2099,
    // 100 of it paid; 400.10 paid; 50.05 marked overdue by hand.
    const invoice = (status: string, rate: number, dueDate = '2099-12-31') =>
      ctx.create(
        owner,
        'invoices',
        invoicePayload({
          ...forHank,
          status,
          invoiceDate: '2020-01-01',
          dueDate,
          lineItems: [{ description: 'Work', rate, quantity: 1 }],
        }),
      );
    const pay = (id: string, amount: number) =>
      ctx
        .http()
        .post(`/api/invoices/${id}/payments`)
        .auth(owner.token, { type: 'bearer' })
        .send({ amount })
        .expect(201);
    await invoice('draft', 100);
    await pay((await invoice('sent', 200.25, '2020-02-01')).id, 0.25);
    await pay((await invoice('sent', 300)).id, 100);
    await invoice('paid', 400.1);
    await invoice('overdue', 50.05);
    // Someone else's documents, in the same workspace and in another: never counted.
    await ctx.create(owner, 'proposals', proposalPayload({ clientEmail: 'other@initech.example' }));
    await ctx.create(other, 'proposals', proposalPayload({ clientEmail: 'hank@globex.example' }));

    // The client views the accepted proposal's link and accepts it.
    const { data } = await ctx.graphql<{ createClientLink: { url: string } }>(
      'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
      { input: { documentKind: 'proposal', documentId: acceptedId } },
      owner.token,
    );
    const token = data!.createClientLink.url.split('/c/')[1];
    const page = await ctx.http().get(`/api/client/${token}`).expect(200);
    await ctx
      .http()
      .post(`/api/client/${token}/accept`)
      .send({ fullName: 'Hank Scorpio', version: page.body.data.version })
      .expect(200);
  });
  afterAll(() => ctx.close());

  const summary = (id: string, user = owner) =>
    ctx.http().get(`/api/clients/${id}/summary`).auth(user.token, { type: 'bearer' });

  it('sums what was proposed, accepted, invoiced, paid, owed and overdue, to the cent', async () => {
    const { body } = await summary(clientId).expect(200);
    expect(body.message).toBe(ClientMessages.fetched);
    expect(body.data.client).toMatchObject({ id: clientId, name: 'Hank Scorpio' });
    expect(body.data.totals).toEqual({
      currency: 'USD',
      proposed: 3600.49, // 1,000.00 + 2,500.50 + 99.99
      accepted: 2500.5,
      invoiced: 950.4, // 200.25 + 300 + 400.10 + 50.05 (the draft is not invoiced)
      paid: 500.35, // 400.10 + 100 + 0.25: what was received, whatever the status
      outstanding: 450.05, // balances: 200 + 200 + 50.05
      overdue: 250.05, // 200 (the balance past due) + 50.05 (marked overdue)
    });
    expect(body.data.proposalCount).toBe(3);
    expect(body.data.invoiceCount).toBe(5);
    expect(body.data.proposals).toHaveLength(3);
    expect(
      body.data.invoices.map((i: { status: string; total: number }) => [i.status, i.total]),
    ).toEqual([
      ['overdue', 50.05],
      ['paid', 400.1],
      ['partially_paid', 300],
      ['overdue', 200.25],
      ['draft', 100],
    ]);
  });

  it("lists the client's activity newest first: the answer after the view", async () => {
    const { body } = await summary(clientId).expect(200);
    expect(
      body.data.activity.map((a: { event: string; documentId: string }) => [a.event, a.documentId]),
    ).toEqual([
      ['accepted', acceptedId],
      ['viewed', acceptedId],
    ]);
    const [accepted, viewed] = body.data.activity;
    expect(Date.parse(accepted.at)).toBeGreaterThanOrEqual(Date.parse(viewed.at));
    expect(accepted.documentNumber).toMatch(/^PROP-/);
  });

  it('answers the same over GraphQL', async () => {
    const { data } = await ctx.graphql<{
      clientSummary: { totals: { overdue: number }; activity: { event: string }[] };
    }>(
      'query($id: ID!) { clientSummary(id: $id) { totals { overdue } activity { event } } }',
      { id: clientId },
      owner.token,
    );
    expect(data!.clientSummary.totals.overdue).toBe(250.05);
    expect(data!.clientSummary.activity.map((a) => a.event)).toEqual(['accepted', 'viewed']);
  });

  it("lists the client's documents, a page at a time, and none of another workspace", async () => {
    const query = `query($clientId: ID!, $after: String) {
      proposals(clientId: $clientId, first: 2, after: $after) {
        nodes { clientName } totalCount pageInfo { hasNextPage endCursor } }
      invoices(clientId: $clientId, first: 10) { totalCount } }`;
    type Lists = {
      proposals: {
        nodes: { clientName: string }[];
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      invoices: { totalCount: number };
    };
    const first = await ctx.graphql<Lists>(query, { clientId }, owner.token);
    expect(first.data!.proposals.totalCount).toBe(3);
    expect(first.data!.invoices.totalCount).toBe(5);
    expect(first.data!.proposals.pageInfo.hasNextPage).toBe(true);
    const second = await ctx.graphql<Lists>(
      query,
      { clientId, after: first.data!.proposals.pageInfo.endCursor },
      owner.token,
    );
    const names = [...first.data!.proposals.nodes, ...second.data!.proposals.nodes];
    expect(names.map((p) => p.clientName)).toEqual(Array(3).fill('Hank Scorpio'));

    const foreign = await ctx.graphql<Lists>(query, { clientId }, other.token);
    expect(foreign.data!.proposals.totalCount).toBe(0);
    const bad = await ctx.graphql(query, { clientId: 'not-a-uuid' }, owner.token);
    expect(bad.errors![0].extensions?.code).toBe('VALIDATION_FAILED');
    expect(bad.errors![0].message).toContain('clientId');
  });

  it('starts from zero for a new client, and is not found for another workspace', async () => {
    const fresh = await ctx.create(owner, 'clients', { name: 'New Client' });
    const { body } = await summary(fresh.id).expect(200);
    expect(body.data.totals).toEqual({
      currency: 'USD',
      proposed: 0,
      accepted: 0,
      invoiced: 0,
      paid: 0,
      outstanding: 0,
      overdue: 0,
    });
    expect(body.data.activity).toEqual([]);
    const foreign = await summary(clientId, other).expect(404);
    expect(foreign.body.message).toBe(ClientMessages.notFound);
  });
});
