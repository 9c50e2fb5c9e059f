import { randomBytes } from 'node:crypto';
import {
  addDays,
  AGING_BUCKETS,
  agingBucket,
  daysPastDue,
  effectiveInvoiceStatus,
  fromCents,
  INVOICE_LEDGER_STATUSES,
  PROPOSAL_STATUSES,
  StatsMessages,
  todayIso,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { invoiceAgingBucketSql, invoiceDaysPastDueSql } from '../src/invoices/invoice-balance.sql';
import { invoicePayload } from './factories/invoice';
import { clientLinkToken } from './support/payments';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const STATS_QUERY = `{
  stats {
    proposalsGenerated proposalsUsed proposalsLimit
    invoicesGenerated invoicesUsed invoicesLimit
    emailsSent proposalsTotalValue invoicesTotalAmount invoicedNetOfDeposits plan currency
    otherCurrencies { currency proposalsTotalValue proposalsCount invoicesTotalAmount invoicesCount }
    valueByMonth { month proposalsValue invoicesAmount }
    proposalsByStatus { status count }
    invoicesByStatus { status count }
    recentProposals { id number title clientName amount currency status emailOpenCount createdAt }
    recentInvoices { id number title clientName amount currency status emailOpenCount createdAt }
    receivables {
      currency outstanding outstandingCount overdue overdueCount paidThisMonth
      aging { bucket amount count }
    }
  }
}`;

type Stats = {
  proposalsGenerated: number;
  proposalsUsed: number;
  proposalsLimit: number;
  invoicesGenerated: number;
  invoicesUsed: number;
  invoicesLimit: number;
  emailsSent: number;
  proposalsTotalValue: number;
  invoicesTotalAmount: number;
  invoicedNetOfDeposits: number;
  plan: string;
  valueByMonth: { month: string; proposalsValue: number; invoicesAmount: number }[];
  proposalsByStatus: { status: string; count: number }[];
  invoicesByStatus: { status: string; count: number }[];
  recentProposals: { id: string; status: string; emailOpenCount: number; amount: number }[];
  recentInvoices: { id: string; status: string; emailOpenCount: number; amount: number }[];
  receivables: {
    currency: string;
    outstanding: number;
    outstandingCount: number;
    overdue: number;
    overdueCount: number;
    paidThisMonth: number;
    aging: { bucket: string; amount: number; count: number }[];
  }[];
};

describe('stats', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  /** Every create that succeeded, per user: what "generated" must equal. */
  const created = new Map<string, { proposals: number; invoices: number }>();

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    other = await ctx.newUser();
    for (const user of [owner, other]) created.set(user.id, { proposals: 0, invoices: 0 });
  });
  afterAll(() => ctx.close());

  const db = () => ctx.app.get(DataSource);
  const http = (user: SignedUpUser) => ({
    createProposal: async (body: object) => {
      const response = await ctx
        .http()
        .post('/api/proposals')
        .auth(user.token, { type: 'bearer' })
        .send(body);
      if (response.status === 201) created.get(user.id)!.proposals++;
      return response;
    },
    createInvoice: async (body: object) => {
      const response = await ctx
        .http()
        .post('/api/invoices')
        .auth(user.token, { type: 'bearer' })
        .send(body);
      if (response.status === 201) created.get(user.id)!.invoices++;
      return response;
    },
    update: (kind: 'proposals' | 'invoices', id: string, body: object) =>
      ctx
        .http()
        .put(`/api/${kind}/${id}`)
        .auth(user.token, { type: 'bearer' })
        .send(body)
        .expect(200),
    remove: (kind: 'proposals' | 'invoices', id: string) =>
      ctx.http().delete(`/api/${kind}/${id}`).auth(user.token, { type: 'bearer' }).expect(200),
  });

  /** A delivered (or not) e-mail of a document, as the worker would record it. */
  const recordSend = (
    user: SignedUpUser,
    kind: 'proposal' | 'invoice',
    documentId: string,
    status: 'queued' | 'sent' | 'failed',
    openCount = 0,
  ) =>
    db().query(
      `INSERT INTO email_sends (workspace_id, document_kind, document_id, recipient, subject, status,
                                tracking_token, open_count, sent_at)
       VALUES ($1, $2, $3, 'client@example.com', 'Subject', $4, $5, $6,
               CASE WHEN $4 = 'sent' THEN now() END)`,
      [user.workspaceId, kind, documentId, status, randomBytes(16).toString('hex'), openCount],
    );

  /** The REST and GraphQL answers, which must be the same figures. */
  async function statsOf(user: SignedUpUser): Promise<Stats> {
    const rest = await ctx
      .http()
      .get('/api/stats')
      .auth(user.token, { type: 'bearer' })
      .expect(200);
    // Serialized once per figures (StatsController), still JSON as every answer is.
    expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(rest.body.status).toBe('success');
    expect(rest.body.message).toBe(StatsMessages.fetched);
    const graphql = await ctx.graphql<{ stats: Stats }>(STATS_QUERY, {}, user.token);
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.stats).toEqual(rest.body.data);
    return rest.body.data;
  }

  /** The same figures counted straight from the rows, written independently of the service. */
  async function countedFromRows(user: SignedUpUser) {
    // Every document here is in US dollars, the workspace's currency: minor units are cents.
    const proposals: { id: string; value: string; status: string; created_at: Date }[] =
      await db().query(
        'SELECT id, total_minor::text AS value, status, created_at FROM proposals WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC',
        [user.workspaceId],
      );
    const invoices: {
      id: string;
      amount: string;
      deposit: string;
      status: (typeof INVOICE_LEDGER_STATUSES)[number];
      due_date: string | null;
    }[] = await db().query(
      'SELECT id, total_minor::text AS amount, deposit_minor::text AS deposit, status, due_date::text FROM invoices WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC',
      [user.workspaceId],
    );
    const [{ sent }] = await db().query(
      `SELECT count(*)::int AS sent FROM email_sends WHERE workspace_id = $1 AND status = 'sent'`,
      [user.workspaceId],
    );
    const [usage] = await db().query(
      'SELECT plan, proposals_used, proposals_limit, invoices_used, invoices_limit FROM workspaces WHERE id = $1',
      [user.workspaceId],
    );
    const sum = (values: string[]) =>
      fromCents(values.reduce((total, value) => total + BigInt(value), 0n));
    const today = todayIso();
    const invoiceStatuses = invoices.map((i) =>
      effectiveInvoiceStatus(i.status, i.due_date, today),
    );
    const countBy = (known: readonly string[], statuses: string[]) =>
      known.map((status) => ({ status, count: statuses.filter((s) => s === status).length }));
    return {
      proposalsGenerated: created.get(user.id)!.proposals,
      proposalsUsed: usage.proposals_used,
      proposalsLimit: usage.proposals_limit,
      invoicesGenerated: created.get(user.id)!.invoices,
      invoicesUsed: usage.invoices_used,
      invoicesLimit: usage.invoices_limit,
      emailsSent: sent,
      proposalsTotalValue: sum(proposals.map((p) => p.value)),
      invoicesTotalAmount: sum(invoices.map((i) => i.amount)),
      invoicedNetOfDeposits: sum(
        invoices
          .filter((i) => i.status !== 'draft')
          .map((i) => (BigInt(i.amount) - BigInt(i.deposit)).toString()),
      ),
      plan: usage.plan,
      proposalsByStatus: countBy(
        PROPOSAL_STATUSES,
        proposals.map((p) => p.status),
      ),
      invoicesByStatus: countBy(INVOICE_LEDGER_STATUSES, invoiceStatuses),
      recentProposalIds: proposals.slice(0, 5).map((p) => p.id),
      recentInvoiceStatuses: invoices.slice(0, 5).map((i, index) => ({
        id: i.id,
        status: invoiceStatuses[index],
      })),
    };
  }

  /** The api's stats equal what the rows say, whichever transport asks. */
  async function expectStatsMatchRows(user: SignedUpUser): Promise<Stats> {
    const stats = await statsOf(user);
    const { recentProposalIds, recentInvoiceStatuses, ...expected } = await countedFromRows(user);
    expect(stats).toMatchObject(expected);
    expect(stats.recentProposals.map((p) => p.id)).toEqual(recentProposalIds);
    expect(stats.recentInvoices.map(({ id, status }) => ({ id, status }))).toEqual(
      recentInvoiceStatuses,
    );
    // Everything created this month is in this month's bar.
    const thisMonth = stats.valueByMonth.at(-1)!;
    expect(stats.valueByMonth).toHaveLength(12);
    expect(thisMonth.month).toBe(todayIso().slice(0, 7));
    return stats;
  }

  it('answers 401 without a session', async () => {
    await ctx.http().get('/api/stats').expect(401);
    const { errors } = await ctx.graphql(STATS_QUERY);
    expect(errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('starts at zero on the trial, with the plan and its limits', async () => {
    const stats = await expectStatsMatchRows(owner);
    expect(stats).toMatchObject({
      proposalsGenerated: 0,
      invoicesGenerated: 0,
      emailsSent: 0,
      proposalsTotalValue: 0,
      invoicesTotalAmount: 0,
      plan: 'trial',
      proposalsLimit: 5,
      invoicesLimit: 5,
      recentProposals: [],
    });
  });

  it('stays equal to the rows through creates, deletes, sends and status changes', async () => {
    await db().query(
      'UPDATE workspaces SET proposals_limit = 100, invoices_limit = 100 WHERE id = $1',
      [owner.workspaceId],
    );
    const api = http(owner);

    // Creates: six proposals (one more than the recent list shows) and three invoices.
    const proposals: { id: string }[] = [];
    for (let n = 1; n <= 6; n++) {
      const response = await api.createProposal(
        proposalPayload({
          proposalTitle: `Proposal ${n}`,
          services: [{ description: 'Work', price: 100.1 * n, quantity: n }],
        }),
      );
      expect(response.status).toBe(201);
      proposals.push(response.body.data);
    }
    const invoices: { id: string }[] = [];
    for (const rate of [19.99, 0.1, 0.2]) {
      const response = await api.createInvoice(
        invoicePayload({ lineItems: [{ description: 'Item', rate, quantity: 3 }] }),
      );
      expect(response.status).toBe(201);
      invoices.push(response.body.data);
    }
    let stats = await expectStatsMatchRows(owner);
    expect(stats).toMatchObject({
      proposalsGenerated: 6,
      proposalsUsed: 6,
      invoicesGenerated: 3,
      // 3 × (19.99 + 0.10 + 0.20): exact cents, no float drift.
      invoicesTotalAmount: 60.87,
    });
    expect(stats.recentProposals).toHaveLength(5);
    expect(stats.valueByMonth.at(-1)).toEqual({
      month: todayIso().slice(0, 7),
      proposalsValue: stats.proposalsTotalValue,
      invoicesAmount: 60.87,
    });

    // Deletes: gone from the totals and lists, still counted as generated.
    await api.remove('proposals', proposals[5].id);
    await api.remove('invoices', invoices[2].id);
    stats = await expectStatsMatchRows(owner);
    expect(stats).toMatchObject({ proposalsGenerated: 6, invoicesGenerated: 3 });
    expect(stats.recentProposals.map((p) => p.id)).not.toContain(proposals[5].id);

    // Status changes, including a sent invoice past its due date, which reads as overdue.
    await api.update(
      'proposals',
      proposals[0].id,
      proposalPayload({ proposalTitle: 'Proposal 1', status: 'accepted' }),
    );
    await api.update('proposals', proposals[1].id, proposalPayload({ status: 'rejected' }));
    await api.update(
      'invoices',
      invoices[0].id,
      invoicePayload({ status: 'sent', invoiceDate: '2020-01-01', dueDate: '2020-01-31' }),
    );
    await api.update('invoices', invoices[1].id, invoicePayload({ status: 'paid' }));
    stats = await expectStatsMatchRows(owner);
    expect(stats.invoicesByStatus).toEqual([
      { status: 'draft', count: 0 },
      { status: 'sent', count: 0 },
      { status: 'partially_paid', count: 0 },
      { status: 'paid', count: 1 },
      { status: 'overdue', count: 1 },
    ]);
    expect(stats.recentInvoices.find((i) => i.id === invoices[0].id)?.status).toBe('overdue');

    // Sends: only delivered e-mails count; opens add up per document.
    await recordSend(owner, 'proposal', proposals[2].id, 'sent', 2);
    await recordSend(owner, 'proposal', proposals[2].id, 'sent', 1);
    await recordSend(owner, 'invoice', invoices[0].id, 'sent');
    await recordSend(owner, 'invoice', invoices[1].id, 'queued');
    await recordSend(owner, 'proposal', proposals[3].id, 'failed');
    // An e-mail of a since-deleted proposal was still sent.
    await recordSend(owner, 'proposal', proposals[5].id, 'sent');
    stats = await expectStatsMatchRows(owner);
    expect(stats.emailsSent).toBe(4);
    expect(stats.recentProposals.find((p) => p.id === proposals[2].id)?.emailOpenCount).toBe(3);
    expect(stats.recentProposals.find((p) => p.id === proposals[3].id)?.emailOpenCount).toBe(0);
  });

  it('counts no create that failed: past the limit, or a duplicate number', async () => {
    const api = http(owner);
    const before = await statsOf(owner);
    await api
      .createProposal(proposalPayload({ proposalNumber: 'PROP-STATS-1' }))
      .then((r) => expect(r.status).toBe(201));
    // The insert fails after the plan unit was taken; the transaction undoes both.
    const duplicate = await api.createProposal(proposalPayload({ proposalNumber: 'PROP-STATS-1' }));
    expect(duplicate.status).toBe(409);
    await db().query('UPDATE workspaces SET invoices_limit = invoices_used WHERE id = $1', [
      owner.workspaceId,
    ]);
    const overLimit = await api.createInvoice(invoicePayload());
    expect(overLimit.status).toBe(403);

    const stats = await expectStatsMatchRows(owner);
    expect(stats.proposalsGenerated).toBe(before.proposalsGenerated + 1);
    expect(stats.invoicesGenerated).toBe(before.invoicesGenerated);
  });

  it('counts a row however it was inserted, since the database keeps the count', async () => {
    const before = await statsOf(owner);
    // Bypasses the api entirely (a seed, an import, plain SQL).
    await db().query(
      `INSERT INTO proposals (workspace_id, proposal_number, proposal_title, proposal_date, client_name,
                              client_company, client_email, company_name, company_email,
                              company_address, payment_terms, services, subtotal_minor, total_minor)
       SELECT workspace_id, 'PROP-SQL-1', proposal_title, proposal_date, client_name, client_company,
              client_email, company_name, company_email, company_address, payment_terms, services,
              subtotal_minor, total_minor
         FROM proposals WHERE workspace_id = $1 LIMIT 1`,
      [owner.workspaceId],
    );
    created.get(owner.id)!.proposals++;
    const stats = await expectStatsMatchRows(owner);
    expect(stats.proposalsGenerated).toBe(before.proposalsGenerated + 1);
  });

  it('computes the figures again only when something they read changed', async () => {
    const statements = jest.spyOn(db(), 'query');
    const computed = () =>
      statements.mock.calls.filter(([sql]) => String(sql).includes('proposals_by_status')).length;
    try {
      const first = await statsOf(owner);
      const afterFirst = computed();
      // A second visit with nothing changed: the same figures, not computed again.
      expect(await statsOf(owner)).toEqual(first);
      expect(computed()).toBe(afterFirst);
      // An e-mail opened (the tracking pixel's plain UPDATE) changes what they read.
      await db().query(
        `INSERT INTO email_sends (workspace_id, document_kind, document_id, recipient, subject, status,
                                  open_count, tracking_token)
         SELECT workspace_id, 'proposal', id, 'hank@globex.example', 'Proposal', 'sent', 1,
                md5(random()::text)
           FROM proposals WHERE workspace_id = $1 LIMIT 1`,
        [owner.workspaceId],
      );
      const opened = await expectStatsMatchRows(owner);
      expect(opened.emailsSent).toBe(first.emailsSent + 1);
      expect(computed()).toBe(afterFirst + 1);
      // The workspace's own row counts: a plan change shows at once.
      await db().query(`UPDATE workspaces SET plan = 'business' WHERE id = $1`, [
        owner.workspaceId,
      ]);
      expect((await statsOf(owner)).plan).toBe('business');
      expect(computed()).toBe(afterFirst + 2);
      await db().query(`UPDATE workspaces SET plan = $2 WHERE id = $1`, [
        owner.workspaceId,
        first.plan,
      ]);
    } finally {
      statements.mockRestore();
    }
  });

  it('places value in the month it was created, over the last twelve months', async () => {
    const api = http(owner);
    await db().query(
      'UPDATE workspaces SET proposals_limit = 1000, invoices_limit = 1000 WHERE id = $1',
      [owner.workspaceId],
    );
    const twoMonthsAgo = (await api.createProposal(proposalPayload())).body.data;
    const lastYear = (await api.createInvoice(invoicePayload())).body.data;
    await db().query(
      `UPDATE proposals SET created_at = date_trunc('month', now()) - interval '2 months' + interval '3 days' WHERE id = $1`,
      [twoMonthsAgo.id],
    );
    await db().query(
      `UPDATE invoices SET created_at = date_trunc('month', now()) - interval '12 months' WHERE id = $1`,
      [lastYear.id],
    );
    const stats = await expectStatsMatchRows(owner);
    expect(stats.valueByMonth.at(-3)?.proposalsValue).toBe(twoMonthsAgo.value);
    // Thirteen months back is outside the chart, but still in the total.
    const charted = stats.valueByMonth.reduce((total, m) => total + m.invoicesAmount, 0);
    expect(charted).toBeCloseTo(stats.invoicesTotalAmount - lastYear.amount, 2);
  });

  it("never counts another user's rows, and theirs never count mine", async () => {
    const mine = await statsOf(owner);
    const api = http(other);
    const proposal = (await api.createProposal(proposalPayload())).body.data;
    const invoice = (await api.createInvoice(invoicePayload({ status: 'paid' }))).body.data;
    await recordSend(other, 'proposal', proposal.id, 'sent', 5);
    // Even an e-mail row naming my document under their account is theirs, not mine.
    await recordSend(other, 'proposal', mine.recentProposals[0].id, 'sent', 7);

    expect(await statsOf(owner)).toEqual(mine);
    const theirs = await expectStatsMatchRows(other);
    expect(theirs).toMatchObject({
      proposalsGenerated: 1,
      invoicesGenerated: 1,
      emailsSent: 2,
      proposalsTotalValue: proposal.value,
      invoicesTotalAmount: invoice.amount,
    });
    expect(theirs.recentProposals).toEqual([
      expect.objectContaining({ id: proposal.id, emailOpenCount: 5 }),
    ]);
  });

  it('counts a deposit invoice and the final invoice deducting it as one job, beside Total Value', async () => {
    // One €3,980.10 job with a 30 % deposit (€1,194.03), accepted and paid through the
    // client's link, then its final invoice sent: the spec's Total Value adds the proposal and
    // both invoices (3,980.10 + 1,194.03 + 3,980.10), the figure beside it counts the job once.
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    created.set(user.id, { proposals: 0, invoices: 0 });
    const { errors } = await ctx.graphql(
      'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
      { input: { name: 'Fotostudio Berlin', currency: 'EUR' } },
      user.token,
    );
    expect(errors).toBeUndefined();
    const clientId = (await ctx.create(user, 'clients', { name: 'Anna Weber', currency: 'EUR' }))
      .id;
    const proposal = (
      await http(user).createProposal(
        proposalPayload({
          clientId,
          clientName: 'Anna Weber',
          status: 'sent',
          currency: 'EUR',
          services: [{ description: 'Wedding, full day', price: 3980.1, quantity: 1 }],
          deposit: { percent: 30 },
        }),
      )
    ).body.data;
    const token = await clientLinkToken(ctx, user, proposal.id, 'proposal');
    const { version } = (await ctx.http().get(`/api/client/${token}`).expect(200)).body.data;
    await ctx
      .http()
      .post(`/api/client/${token}/accept`)
      .set('x-forwarded-for', '198.51.100.77')
      .send({ fullName: 'Anna Weber', version })
      .expect(200);
    const { url } = (await ctx.http().post(`/api/client/${token}/pay`).expect(200)).body.data;
    await ctx
      .http()
      .post('/api/payments/simulated/pay')
      .send({ session: new URL(url).searchParams.get('session') })
      .expect(200);
    const final = (
      await ctx
        .http()
        .post(`/api/proposals/${proposal.id}/invoice`)
        .auth(user.token, { type: 'bearer' })
        .expect(201)
    ).body.data;
    expect(final).toMatchObject({ amount: 3980.1, depositDeducted: 1194.03, balanceDue: 2786.07 });
    // A draft final invoice is not invoiced yet: the deposit invoice alone is.
    expect((await statsOf(user)).invoicedNetOfDeposits).toBe(1194.03);
    // Sent as the owner sends it from the form: the stored fields, status sent.
    await http(user).update(
      'invoices',
      final.id,
      invoicePayload({
        clientId,
        clientName: final.clientName,
        clientAddress: final.clientAddress || 'Berlin',
        invoiceDate: final.invoiceDate,
        dueDate: null,
        currency: 'EUR',
        lineItems: [{ description: 'Wedding, full day', rate: 3980.1, quantity: 1 }],
        status: 'sent',
      }),
    );

    const stats = await statsOf(user);
    expect(stats).toMatchObject({
      currency: 'EUR',
      proposalsTotalValue: 3980.1,
      invoicesTotalAmount: 5174.13,
      invoicedNetOfDeposits: 3980.1,
    });
    created.get(user.id)!.invoices += 2;
    await expectStatsMatchRows(user);

    // The client page's Invoiced counts the job once too; paid and outstanding stay the ledger's.
    const summary = await ctx
      .http()
      .get(`/api/clients/${clientId}/summary`)
      .auth(user.token, { type: 'bearer' })
      .expect(200);
    expect(summary.body.data.totals).toEqual({
      currency: 'EUR',
      proposed: 3980.1,
      accepted: 3980.1,
      invoiced: 3980.1,
      paid: 1194.03,
      outstanding: 2786.07,
      overdue: 0,
    });
  });

  describe('receivables', () => {
    // A controlled today: every due date below is counted from it, never from the real date.
    const TODAY = '2026-03-15';
    const daysAgo = (days: number) => addDays(TODAY, -days);
    let user: SignedUpUser;
    const numbers = new Map<string, string>();

    const invoice = async (
      name: string,
      amount: number,
      dueDate: string,
      overrides: Record<string, unknown> = {},
    ) => {
      const created = await ctx.create(
        user,
        'invoices',
        invoicePayload({
          invoiceNumber: name,
          status: 'sent',
          invoiceDate: '2025-10-01',
          dueDate,
          lineItems: [{ description: 'Work', rate: amount, quantity: 1 }],
          ...overrides,
        }),
      );
      expect(created.amount).toBe(amount);
      numbers.set(created.id, name);
      return created.id as string;
    };
    const pay = async (invoiceId: string, amount: number, paidOn?: string) =>
      (
        await ctx
          .http()
          .post(`/api/invoices/${invoiceId}/payments`)
          .auth(user.token, { type: 'bearer' })
          .send({ amount, paidOn, sendReceipt: false })
          .expect(201)
      ).body.data.payment.id as string;
    const listed = async (args: string) => {
      const result = await ctx.graphql<{ invoices: { nodes: { invoiceNumber: string }[] } }>(
        `{ invoices(first: 100, ${args}) { nodes { invoiceNumber } } }`,
        {},
        user.token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.invoices.nodes.map((n) => n.invoiceNumber).sort();
    };

    beforeAll(async () => {
      jest.spyOn(ctx.app.get(Clock), 'now').mockReturnValue(new Date(`${TODAY}T12:00:00Z`));
      user = await ctx.newUser();
      await db().query('UPDATE workspaces SET invoices_limit = 100 WHERE id = $1', [
        user.workspaceId,
      ]);
      // US dollars, the workspace's currency.
      const a = await invoice('USD-A', 1000, daysAgo(10));
      await pay(a, 250);
      const b = await invoice('USD-B', 400, daysAgo(45));
      await pay(b, 100, '2026-02-20'); // last month: lowers the balance, not "paid this month"
      const c = await invoice('USD-C', 250, daysAgo(75));
      // A credit note lowers what is owed as a payment does, without being one.
      await ctx
        .http()
        .post(`/api/invoices/${c}/credit-notes`)
        .auth(user.token, { type: 'bearer' })
        .send({ amount: 50, reason: 'Discount agreed' })
        .expect(201);
      await invoice('USD-D', 50.5, daysAgo(120));
      await invoice('USD-E', 80, addDays(TODAY, 30)); // not yet due: 0–30, not overdue
      await invoice('USD-F', 999, daysAgo(45), { status: 'draft' }); // a draft owes nothing
      const g = await invoice('USD-G', 120, daysAgo(45));
      await pay(g, 120, '2026-03-01'); // paid in full this month
      // Euros: a payment and part of it refunded, both this month.
      const h = await invoice('EUR-H', 600, daysAgo(45), { currency: 'EUR' });
      const payment = await pay(h, 500, '2026-03-02');
      await ctx
        .http()
        .post(`/api/invoices/${h}/payments/${payment}/refund`)
        .auth(user.token, { type: 'bearer' })
        .send({ amount: 200 })
        .expect(201);
      await invoice('EUR-I', 99.99, daysAgo(120), { currency: 'EUR' });
    });
    afterAll(() => jest.restoreAllMocks());

    it('answers balances per currency, the main first, from a hand-computed table', async () => {
      const stats = await statsOf(user);
      expect(stats.receivables).toEqual([
        {
          currency: 'USD',
          outstanding: 1380.5, // A 750 + B 300 + C (250 − 50 credited) + D 50.50 + E 80
          outstandingCount: 5,
          overdue: 1300.5, // all but E
          overdueCount: 4,
          paidThisMonth: 370, // A 250 + G 120
          aging: [
            { bucket: '0-30', amount: 830, count: 2 },
            { bucket: '31-60', amount: 300, count: 1 },
            { bucket: '61-90', amount: 200, count: 1 },
            { bucket: '90+', amount: 50.5, count: 1 },
          ],
        },
        {
          currency: 'EUR',
          outstanding: 399.99, // H 600 − (500 − 200) + I 99.99
          outstandingCount: 2,
          overdue: 399.99,
          overdueCount: 2,
          paidThisMonth: 300, // 500 less the 200 refunded
          aging: [
            { bucket: '0-30', amount: 0, count: 0 },
            { bucket: '31-60', amount: 300, count: 1 },
            { bucket: '61-90', amount: 0, count: 0 },
            { bucket: '90+', amount: 99.99, count: 1 },
          ],
        },
      ]);
      // The spec's own figures keep their meaning: every invoice's total in the main currency.
      expect(stats.invoicesTotalAmount).toBe(1000 + 400 + 250 + 50.5 + 80 + 999 + 120);
    });

    it('lists exactly the invoices behind each figure', async () => {
      expect(await listed('aging: "0-30"')).toEqual(['USD-A', 'USD-E']);
      expect(await listed('aging: "31-60"')).toEqual(['EUR-H', 'USD-B']);
      expect(await listed('aging: "31-60", currency: "eur"')).toEqual(['EUR-H']);
      expect(await listed('aging: "61-90"')).toEqual(['USD-C']);
      expect(await listed('aging: "90+", currency: "USD"')).toEqual(['USD-D']);
      expect(await listed('unpaid: true, currency: "USD"')).toEqual([
        'USD-A',
        'USD-B',
        'USD-C',
        'USD-D',
        'USD-E',
      ]);
      expect(await listed('status: "overdue", currency: "EUR"')).toEqual(['EUR-H', 'EUR-I']);
    });

    it('refuses an unknown bucket or currency, naming the argument', async () => {
      for (const [args, message] of [
        ['aging: "30-60"', `aging: Aging must be one of ${AGING_BUCKETS.join(', ')}`],
        ['currency: "EURO"', 'currency: Choose a currency by its ISO 4217 code, like EUR or USD'],
      ]) {
        const result = await ctx.graphql(`{ invoices(${args}) { totalCount } }`, {}, user.token);
        expect(result.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'VALIDATION_FAILED' },
        });
      }
    });

    it('buckets days past due in SQL exactly as libs/domain does', async () => {
      const table: [string | null, string][] = [
        [TODAY, '2026-01-01'],
        [addDays(TODAY, 5), '2026-01-01'], // not yet due
        [null, daysAgo(31)], // no due date: counted from the invoice's date
        ...[1, 29, 30, 31, 59, 60, 61, 89, 90, 91, 400].map((days): [string, string] => [
          daysAgo(days),
          '2025-01-01',
        ]),
        ['2024-02-29', '2024-01-01'], // a leap day
      ];
      const rows: { days: number; bucket: string }[] = await db().query(
        `SELECT ${invoiceDaysPastDueSql('i', '$1::date')} AS days,
                ${invoiceAgingBucketSql('i', '$1::date')} AS bucket
           FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS i(due_date, invoice_date, n)
          ORDER BY n`,
        [TODAY, table.map(([due]) => due), table.map(([, date]) => date)],
      );
      expect(rows).toEqual(
        table.map(([due, date]) => {
          const days = daysPastDue(due, date, TODAY);
          return { days, bucket: agingBucket(days) };
        }),
      );
    });
  });
});
