import { EmailSendMessages, WorkspaceMessages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApprovalMessages as A } from '../src/approvals/approval.messages';
import { TokenService } from '../src/auth/token.service';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';

/**
 * Approval before sending, over HTTP and GraphQL: the workspace rule and its thresholds (totals
 * worked out by hand from the factory's lines), who may request, approve and return, the sends
 * refused until approved (the e-mail and the client link), an edit undoing an approval, the
 * notices in the workspace's feed, and another workspace's proposal not found.
 */
describe('approval before sending', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let adminToken: string;
  let memberToken: string;
  let memberId: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL: 'https://app.dealdraft.test',
    };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    await ctx.upgrade(owner);
    await ctx.upgrade(other);
    const admin = await ctx.newUser({ name: 'Alan Admin' });
    const member = await ctx.newUser({ name: 'Grace Member' });
    memberId = member.id;
    await db().query(
      `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'admin'), ($1, $3, 'member')`,
      [owner.workspaceId, admin.id, member.id],
    );
    adminToken = await ctx.app.get(TokenService).issue(admin.id, owner.workspaceId);
    memberToken = await ctx.app.get(TokenService).issue(member.id, owner.workspaceId);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const as = (token: string) => ({
    get: (path: string) => ctx.http().get(path).auth(token, { type: 'bearer' }),
    post: (path: string, body: object = {}) =>
      ctx.http().post(path).auth(token, { type: 'bearer' }).send(body),
    put: (path: string, body: object = {}) =>
      ctx.http().put(path).auth(token, { type: 'bearer' }).send(body),
  });
  const setRule = (body: object, token = owner.token) =>
    as(token).put('/api/workspace/approval-rule', body);
  const newProposal = async (token: string, overrides: Record<string, unknown> = {}) =>
    (await as(token).post('/api/proposals', proposalPayload(overrides)).expect(201)).body.data;
  const approval = async (id: string, token = owner.token) =>
    (await as(token).get(`/api/proposals/${id}/approval`).expect(200)).body.data;
  const notices = (id: string) =>
    db()
      .query(`SELECT message FROM notifications WHERE document_id = $1 ORDER BY created_at`, [id])
      .then((rows: { message: string }[]) => rows.map((r) => r.message));
  const messageTo = async (to: string, subject: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.messages.find(
        (m) => m.subject === subject && m.to && JSON.stringify(m.to).includes(to),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no message "${subject}" to ${to}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const linkFor = (id: string, token: string) =>
    ctx.graphql<{ createClientLink: { id: string } }>(
      'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { id } }',
      { input: { documentKind: 'proposal', documentId: id } },
      token,
    );

  it('has no rule at first: nothing needs approval', async () => {
    const rule = await as(memberToken).get('/api/workspace/approval-rule').expect(200);
    expect(rule.body.data).toEqual({ overTotal: null, overDiscountPercent: null, currency: 'USD' });
    const proposal = await newProposal(memberToken);
    expect(await approval(proposal.id)).toMatchObject({
      state: 'none',
      required: false,
      sendable: true,
      reasons: [],
    });
  });

  it('lets owners and admins set the rule; a member gets 403; bad values name the field', async () => {
    const refused = await setRule({ overTotal: 1 }, memberToken).expect(403);
    expect(refused.body.message).toBe(WorkspaceMessages.adminOnly);
    const percent = await setRule({ overDiscountPercent: 101 }).expect(400);
    expect(JSON.stringify(percent.body)).toContain('overDiscountPercent');
    const cents = await setRule({ overTotal: 10.001 }).expect(400);
    expect(JSON.stringify(cents.body)).toContain('overTotal');
    const saved = await setRule({ overTotal: 2600, overDiscountPercent: 15 }, adminToken).expect(
      200,
    );
    expect(saved.body.message).toBe(A.ruleSaved);
    expect(saved.body.data).toEqual({ overTotal: 2600, overDiscountPercent: 15, currency: 'USD' });
    const { data } = await ctx.graphql<{ approvalRule: { overTotal: number } }>(
      '{ approvalRule { overTotal overDiscountPercent currency } }',
      {},
      memberToken,
    );
    expect(data!.approvalRule).toEqual({
      overTotal: 2600,
      overDiscountPercent: 15,
      currency: 'USD',
    });
  });

  it('holds a proposal over either threshold, strictly over', async () => {
    // The factory: 1200.50 + 4 × 350 = 2600.50, over 2600.
    const over = await newProposal(memberToken);
    expect(await approval(over.id)).toMatchObject({ required: true, reasons: ['total'] });
    // 2600 exactly is not over.
    const at = await newProposal(memberToken, {
      services: [{ description: 'Fixed fee', price: 2600, quantity: 1 }],
    });
    expect(await approval(at.id)).toMatchObject({ required: false, sendable: true });
    // 100 less 16 % is 84, under the amount; 16 % is over 15 %.
    const deep = await newProposal(memberToken, {
      services: [{ description: 'Audit', price: 100, quantity: 1 }],
      discount: { percent: 16 },
    });
    expect(await approval(deep.id)).toMatchObject({ required: true, reasons: ['discount'] });
    const fifteen = await newProposal(memberToken, {
      services: [{ description: 'Audit', price: 100, quantity: 1 }],
      discount: { percent: 15 },
    });
    expect(await approval(fifteen.id)).toMatchObject({ required: false });
    // An amount off is its share of the subtotal: 16 of 100 is 16 %, 15 of 100 is not over.
    const amountOff = await newProposal(memberToken, {
      services: [{ description: 'Audit', price: 100, quantity: 1 }],
      discount: { amount: 16 },
    });
    expect(await approval(amountOff.id)).toMatchObject({ required: true, reasons: ['discount'] });
    const amountAt = await newProposal(memberToken, {
      services: [{ description: 'Audit', price: 100, quantity: 1 }],
      discount: { amount: 15 },
    });
    expect(await approval(amountAt.id)).toMatchObject({ required: false });
    // Both at once.
    const both = await newProposal(memberToken, { discount: { percent: 20 } });
    // 2600.50 less 20 % is 2080.40: under the amount, over the percent.
    expect(await approval(both.id)).toMatchObject({ reasons: ['discount'] });
    const big = await newProposal(memberToken, {
      services: [{ description: 'Build', price: 5000, quantity: 1 }],
      discount: { percent: 20 },
    });
    expect(await approval(big.id)).toMatchObject({ reasons: ['total', 'discount'] });
    // Within the rule there is nothing to request.
    const notNeeded = await as(memberToken).post(`/api/proposals/${at.id}/approval/request`);
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.body.message).toBe(A.notNeeded);
  });

  it("reads a whole list's approvals in one batch, each as its own route reads it", async () => {
    const { data } = await ctx.graphql<{
      proposals: { nodes: { id: string; approval: Record<string, unknown> }[] };
    }>(
      '{ proposals(first: 50) { nodes { id approval { proposalId state required sendable reasons } } } }',
      {},
      owner.token,
    );
    const proposals = data!.proposals;
    expect(proposals.nodes.length).toBeGreaterThanOrEqual(8);
    expect(proposals.nodes.some((node) => node.approval.required)).toBe(true);
    expect(proposals.nodes.some((node) => !node.approval.required)).toBe(true);
    for (const node of proposals.nodes) {
      const alone = await approval(node.id);
      expect(node.approval).toEqual({
        proposalId: node.id,
        state: alone.state,
        required: alone.required,
        sendable: alone.sendable,
        reasons: alone.reasons,
      });
    }
    // One batch: the list's approvals cost the same few queries for 1 row or 50.
    const statements: string[] = [];
    const logger = db().logger;
    const original = logger.logQuery;
    logger.logQuery = (query: string) => {
      statements.push(query);
    };
    try {
      await ctx.graphql(
        '{ proposals(first: 50) { nodes { id approval { state } } } }',
        {},
        owner.token,
      );
    } finally {
      logger.logQuery = original;
    }
    const approvalReads = statements.filter((q) => /approval/i.test(q));
    expect(approvalReads.length).toBeLessThanOrEqual(2);
  });

  it('refuses the e-mail and the client link until approved, for every role', async () => {
    const proposal = await newProposal(memberToken);
    for (const token of [memberToken, adminToken, owner.token]) {
      const send = await as(token).post(`/api/proposals/${proposal.id}/send`);
      expect(send.status).toBe(409);
      expect(send.body.message).toBe("This proposal needs an admin's approval before it is sent");
      const link = await linkFor(proposal.id, token);
      expect(link.errors?.[0]).toMatchObject({
        message: A.needsApproval,
        extensions: { code: 'CONFLICT' },
      });
    }
    const sendGql = await ctx.graphql(
      'mutation($id: ID!) { sendProposal(id: $id) { id } }',
      { id: proposal.id },
      memberToken,
    );
    expect(sendGql.errors?.[0].message).toBe(A.needsApproval);
    expect(
      (
        await db().query('SELECT count(*)::int AS n FROM email_sends WHERE document_id = $1', [
          proposal.id,
        ])
      )[0].n,
    ).toBe(0);
  });

  it('request, return with a comment, edit, request again, approve, send: the client gets it', async () => {
    const proposal = await newProposal(memberToken, {
      proposalNumber: 'PROP-APPROVE-1',
      clientEmail: 'hank@globex.example',
    });
    const base = `/api/proposals/${proposal.id}/approval`;

    const requested = await as(memberToken).post(`${base}/request`).expect(200);
    expect(requested.body.message).toBe(A.requested);
    expect(requested.body.data).toMatchObject({
      state: 'requested',
      requestedById: memberId,
      requestedByName: 'Grace Member',
      sendable: false,
    });
    expect((await as(memberToken).post(`${base}/request`).expect(409)).body.message).toBe(
      A.alreadyRequested,
    );
    // Members may not decide: the role guard's 403.
    expect((await as(memberToken).post(`${base}/approve`).expect(403)).body.message).toBe(
      WorkspaceMessages.adminOnly,
    );
    expect(
      (await as(memberToken).post(`${base}/return`, { comment: 'no' }).expect(403)).body.message,
    ).toBe(WorkspaceMessages.adminOnly);
    // A return says what to change.
    const empty = await as(owner.token).post(`${base}/return`, { comment: '   ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('comment');
    expect((await as(owner.token).post(`${base}/return`, {}).expect(400)).body.message).toContain(
      'comment',
    );

    const returned = await as(owner.token)
      .post(`${base}/return`, { comment: 'Take 200 off the templates' })
      .expect(200);
    expect(returned.body.data).toMatchObject({
      state: 'returned',
      comment: 'Take 200 off the templates',
      decidedByName: 'Ada Owner',
      sendable: false,
    });
    expect((await as(owner.token).post(`${base}/return`, { comment: 'x' })).status).toBe(409);
    expect((await as(memberToken).post(`/api/proposals/${proposal.id}/send`)).status).toBe(409);

    // Still over the amount after the edit: 1200.50 + 4 × 300 = 2400.50 + a 500 line = 2900.50.
    await as(memberToken)
      .put(
        `/api/proposals/${proposal.id}`,
        proposalPayload({
          proposalNumber: 'PROP-APPROVE-1',
          services: [
            { description: 'Discovery workshop', price: 1200.5, quantity: 1 },
            { description: 'Page templates', price: 300, quantity: 4 },
            { description: 'Hosting setup', price: 500, quantity: 1 },
          ],
        }),
      )
      .expect(200);
    expect(await approval(proposal.id)).toMatchObject({ state: 'returned', required: true });
    await as(memberToken).post(`${base}/request`).expect(200);

    const { data } = await ctx.graphql<{ approveProposal: { state: string; sendable: boolean } }>(
      'mutation($id: ID!) { approveProposal(proposalId: $id) { state sendable decidedByName } }',
      { id: proposal.id },
      adminToken,
    );
    expect(data!.approveProposal).toEqual({
      state: 'approved',
      sendable: true,
      decidedByName: 'Alan Admin',
    });
    const { data: read } = await ctx.graphql<{ proposal: { approval: { state: string } } }>(
      'query($id: ID!) { proposal(id: $id) { approval { state comment } } }',
      { id: proposal.id },
      memberToken,
    );
    expect(read!.proposal.approval).toEqual({ state: 'approved', comment: null });

    expect(await notices(proposal.id)).toEqual([
      'Grace Member asks for approval of “Website redesign”',
      'Ada Owner returned “Website redesign”: Take 200 off the templates',
      'Grace Member asks for approval of “Website redesign”',
      'Alan Admin approved “Website redesign”',
    ]);

    const queued = await as(memberToken).post(`/api/proposals/${proposal.id}/send`).expect(202);
    expect(queued.body.message).toBe(EmailSendMessages.queued.proposal);
    // The owner's notice of the request is e-mailed too: wait for the client's own message.
    const toClient = await messageTo('hank@globex.example', 'Proposal: Website redesign');
    expect(toClient.text).toContain('Website redesign');
    expect((await linkFor(proposal.id, memberToken)).errors).toBeUndefined();
  });

  it('an edit after approval needs approving again while it still meets the rule', async () => {
    const proposal = await newProposal(memberToken, { proposalNumber: 'PROP-APPROVE-2' });
    const base = `/api/proposals/${proposal.id}/approval`;
    // An admin may approve directly, with no request.
    await as(adminToken).post(`${base}/approve`).expect(200);
    expect((await as(adminToken).post(`${base}/approve`)).status).toBe(409);
    const edit = (price: number) =>
      as(memberToken)
        .put(
          `/api/proposals/${proposal.id}`,
          proposalPayload({
            proposalNumber: 'PROP-APPROVE-2',
            services: [{ description: 'Build', price, quantity: 1 }],
          }),
        )
        .expect(200);
    await edit(3000);
    expect(await approval(proposal.id)).toMatchObject({
      state: 'none',
      required: true,
      sendable: false,
    });
    expect((await as(memberToken).post(`/api/proposals/${proposal.id}/send`)).status).toBe(409);
    // Under the amount: it may go without approval.
    await edit(2000);
    expect(await approval(proposal.id)).toMatchObject({ required: false, sendable: true });
  });

  it('removing the rule lets everything go', async () => {
    const proposal = await newProposal(memberToken);
    expect((await approval(proposal.id)).sendable).toBe(false);
    await setRule({ overTotal: null, overDiscountPercent: null }).expect(200);
    expect(await approval(proposal.id)).toMatchObject({ required: false, sendable: true });
    await setRule({ overTotal: 2600, overDiscountPercent: 15 }).expect(200);
  });

  it("answers 404 for another workspace's proposal and changes nothing", async () => {
    const proposal = await newProposal(memberToken);
    const base = `/api/proposals/${proposal.id}/approval`;
    await as(other.token).get(base).expect(404);
    await as(other.token).post(`${base}/request`).expect(404);
    await as(other.token).post(`${base}/approve`).expect(404);
    await as(other.token).post(`${base}/return`, { comment: 'Mine now' }).expect(404);
    expect(await approval(proposal.id)).toMatchObject({ state: 'none' });
    expect(await notices(proposal.id)).toEqual([]);
    // The other workspace's rule is its own.
    expect((await as(other.token).get('/api/workspace/approval-rule')).body.data.overTotal).toBe(
      null,
    );
  });
});
