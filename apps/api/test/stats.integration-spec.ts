import { randomBytes } from 'node:crypto';
import {
  effectiveInvoiceStatus,
  fromCents,
  INVOICE_LEDGER_STATUSES,
  PROPOSAL_STATUSES,
  StatsMessages,
  todayIso,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const STATS_QUERY = `{
  stats {
    proposalsGenerated proposalsUsed proposalsLimit
    invoicesGenerated invoicesUsed invoicesLimit
    emailsSent proposalsTotalValue invoicesTotalAmount plan currency
    otherCurrencies { currency proposalsTotalValue proposalsCount invoicesTotalAmount invoicesCount }
    valueByMonth { month proposalsValue invoicesAmount }
    proposalsByStatus { status count }
    invoicesByStatus { status count }
    recentProposals { id number title clientName amount currency status emailOpenCount createdAt }
    recentInvoices { id number title clientName amount currency status emailOpenCount createdAt }
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
  plan: string;
  valueByMonth: { month: string; proposalsValue: number; invoicesAmount: number }[];
  proposalsByStatus: { status: string; count: number }[];
  invoicesByStatus: { status: string; count: number }[];
  recentProposals: { id: string; status: string; emailOpenCount: number; amount: number }[];
  recentInvoices: { id: string; status: string; emailOpenCount: number; amount: number }[];
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
      status: (typeof INVOICE_LEDGER_STATUSES)[number];
      due_date: string | null;
    }[] = await db().query(
      'SELECT id, total_minor::text AS amount, status, due_date::text FROM invoices WHERE workspace_id = $1 ORDER BY created_at DESC, id DESC',
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
});
