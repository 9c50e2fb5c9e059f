import { DocumentMessages, todayIso } from '@dealdraft/domain';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { pdfPages } from './support/pdf-text';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

const C = DocumentMessages.conversion;
const TOKEN_URL = /https:\/\/app\.dealdraft\.test\/c\/([A-Za-z0-9_-]{43})/;
const INVOICE_FIELDS = `id invoiceNumber status invoiceDate clientName clientEmail clientAddress
  businessName businessEmail businessAddress businessPhone businessNumber paymentTerms notes amount
  proposalId proposalNumber lineItems { description extraDetails rate quantity total }`;

/**
 * Proposal → invoice: "Create invoice" on an accepted proposal makes one draft
 * invoice with its client, lines and terms and a reference printed on the PDF; the workspace
 * can have it made as the client accepts through the link.
 */
describe('proposal → invoice', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;
  let ip = 0;

  beforeAll(async () => {
    const env = { PUBLIC_URL: 'https://app.dealdraft.test', CREATES_PER_MINUTE: '500' };
    ctx = await bootApp(env);
    worker = await startWorker(env);
    owner = await ctx.newUser({ name: 'Ada Owner' });
    stranger = await ctx.newUser({ name: 'Eve Stranger' });
    for (const user of [owner, stranger]) await ctx.upgrade(user);
    await db().query(`UPDATE workspaces SET tax_number = 'GB123456789' WHERE id = $1`, [
      owner.workspaceId,
    ]);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
  });

  const db = () => ctx.app.get(DataSource);
  const convert = (id: string, user = owner) =>
    ctx.http().post(`/api/proposals/${id}/invoice`).auth(user.token, { type: 'bearer' });
  const convertGql = (proposalId: string, user = owner) =>
    ctx.graphql<{ createInvoiceFromProposal: Record<string, unknown> }>(
      `mutation($id: ID!) { createInvoiceFromProposal(proposalId: $id) { ${INVOICE_FIELDS} } }`,
      { id: proposalId },
      user.token,
    );
  const accepted = (overrides: Record<string, unknown> = {}) =>
    ctx.create(owner, 'proposals', proposalPayload({ status: 'accepted', ...overrides }));
  const invoicesOf = async (proposalId: string) =>
    (await db().query('SELECT id FROM invoices WHERE proposal_id = $1', [proposalId])) as {
      id: string;
    }[];

  it('makes a draft invoice with the client, the lines at the same prices and the terms', async () => {
    const proposal = await accepted({
      proposalNumber: 'PROP-CONV-1',
      services: [
        { description: 'Discovery workshop', price: 1200.5, quantity: 1 },
        { description: 'Page templates', price: 350, quantity: 4 },
        { description: 'Launch support', price: 0.15, quantity: 3 },
      ],
    });
    const response = await convert(proposal.id).expect(201);
    expect(response.body.message).toBe(C.invoiced);
    const invoice = response.body.data;
    // 1,200.50 + 4 × 350 + 3 × 0.15 = 2,600.95
    expect(invoice).toMatchObject({
      status: 'draft',
      invoiceDate: todayIso(),
      clientName: 'Globex Corporation',
      clientEmail: 'hank@globex.example',
      clientAddress: 'Globex\n1 Globex Way, Cypress Creek',
      businessName: 'Studio Ada',
      businessEmail: 'ada@studio.example',
      businessAddress: '12 Analytical St, London',
      businessPhone: '+44 20 7946 0000',
      businessNumber: 'GB123456789',
      paymentTerms: '50% upfront, 50% on delivery',
      notes: 'Two rounds of revisions included.',
      amount: 2600.95,
      proposalId: proposal.id,
      proposalNumber: 'PROP-CONV-1',
      lineItems: [
        {
          description: 'Discovery workshop',
          extraDetails: null,
          rate: 1200.5,
          quantity: 1,
          total: 1200.5,
        },
        { description: 'Page templates', extraDetails: null, rate: 350, quantity: 4, total: 1400 },
        { description: 'Launch support', extraDetails: null, rate: 0.15, quantity: 3, total: 0.45 },
      ],
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d+$/);
    const [row] = await db().query(
      'SELECT workspace_id, total_minor::text AS amount, created_by_id, proposal_number FROM invoices WHERE id = $1',
      [invoice.id],
    );
    expect(row).toEqual({
      workspace_id: owner.workspaceId,
      amount: '260095',
      created_by_id: owner.id,
      proposal_number: 'PROP-CONV-1',
    });
    // The proposal shows its invoice.
    const { data } = await ctx.graphql<{ proposal: { invoiceId: string; invoiceNumber: string } }>(
      'query($id: ID!) { proposal(id: $id) { invoiceId invoiceNumber } }',
      { id: proposal.id },
      owner.token,
    );
    expect(data!.proposal).toEqual({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber });
  });

  it('answers the existing invoice the second time, over REST (200) and GraphQL', async () => {
    const proposal = await accepted();
    const first = (await convert(proposal.id).expect(201)).body.data;
    const again = await convert(proposal.id).expect(200);
    expect(again.body).toMatchObject({ message: C.existing, data: { id: first.id } });
    const viaGraphql = await convertGql(proposal.id);
    expect(viaGraphql.data!.createInvoiceFromProposal.id).toBe(first.id);
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
  });

  it('makes one invoice when two requests race, and uses one unit of the allowance', async () => {
    const proposal = await accepted();
    const [{ invoices_used: before }] = await db().query(
      'SELECT invoices_used FROM workspaces WHERE id = $1',
      [owner.workspaceId],
    );
    const responses = await Promise.all([
      convert(proposal.id),
      convert(proposal.id),
      convert(proposal.id),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.data.id)).size).toBe(1);
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
    const [{ invoices_used: after }] = await db().query(
      'SELECT invoices_used FROM workspaces WHERE id = $1',
      [owner.workspaceId],
    );
    expect(after - before).toBe(1);
  });

  it.each(['draft', 'sent', 'rejected'])(
    'refuses a %s proposal with 409 and makes nothing',
    async (status) => {
      const proposal = await ctx.create(owner, 'proposals', proposalPayload({ status }));
      const rest = await convert(proposal.id).expect(409);
      expect(rest.body).toMatchObject({ status: 'error', message: C.notAccepted });
      const gql = await convertGql(proposal.id);
      expect(gql.errors?.[0]).toMatchObject({
        message: C.notAccepted,
        extensions: { code: 'CONFLICT' },
      });
      expect(await invoicesOf(proposal.id)).toHaveLength(0);
    },
  );

  it("answers 404 for another workspace's proposal or a malformed id, and makes nothing", async () => {
    const proposal = await accepted();
    const foreign = await convert(proposal.id, stranger).expect(404);
    expect(foreign.body.message).toBe(DocumentMessages.proposal.notFound);
    await convert('not-a-uuid').expect(404);
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
  });

  it('is refused at the plan limit like any invoice, and nothing is made', async () => {
    const limited = await ctx.newUser({ name: 'Lim Ited' });
    const proposal = await ctx.create(
      limited,
      'proposals',
      proposalPayload({ status: 'accepted' }),
    );
    await db().query('UPDATE workspaces SET invoices_limit = invoices_used WHERE id = $1', [
      limited.workspaceId,
    ]);
    const refused = await convert(proposal.id, limited);
    expect(refused.status).toBe(403);
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
  });

  it('keeps "For proposal" on the invoice after the proposal is deleted, and prints it', async () => {
    const proposal = await accepted({ proposalNumber: 'PROP-PRINT-7' });
    const invoice = (await convert(proposal.id).expect(201)).body.data;
    await ctx
      .http()
      .delete(`/api/proposals/${proposal.id}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    const after = await ctx
      .http()
      .get(`/api/invoices/${invoice.id}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(after.body.data).toMatchObject({ proposalId: null, proposalNumber: 'PROP-PRINT-7' });

    const pdf = await ctx
      .http()
      .post('/api/pdf/invoice')
      .auth(owner.token, { type: 'bearer' })
      .send({ id: invoice.id })
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    const text = (await pdfPages(pdf.body as Buffer)).join('\n');
    expect(text).toContain('For proposal PROP-PRINT-7');
    expect(text).toContain(invoice.invoiceNumber);
  });

  describe('when the client accepts through the link', () => {
    const link = async (proposalId: string) => {
      const { data } = await ctx.graphql<{ createClientLink: { url: string } }>(
        'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
        { input: { documentKind: 'proposal', documentId: proposalId } },
        owner.token,
      );
      return TOKEN_URL.exec(data!.createClientLink.url)![1];
    };
    const acceptAsClient = async (proposalId: string) => {
      const token = await link(proposalId);
      const from = `203.0.113.${++ip}`;
      const page = await ctx.http().get(`/api/client/${token}`).set('x-forwarded-for', from);
      await ctx
        .http()
        .post(`/api/client/${token}/accept`)
        .set('x-forwarded-for', from)
        .send({ fullName: 'Hank Scorpio', version: page.body.data.version })
        .expect(200);
    };
    const setInvoiceOnAccept = async (on: boolean) => {
      const result = await ctx.graphql<{ updateWorkspace: { invoiceOnAccept: boolean } }>(
        'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { invoiceOnAccept } }',
        { input: { name: "Ada Owner's workspace", invoiceOnAccept: on } },
        owner.token,
      );
      expect(result.data!.updateWorkspace.invoiceOnAccept).toBe(on);
    };

    it('makes nothing while the setting is off (the default)', async () => {
      const proposal = await ctx.create(owner, 'proposals', proposalPayload({ status: 'sent' }));
      await acceptAsClient(proposal.id);
      expect(await invoicesOf(proposal.id)).toHaveLength(0);
    });

    it('makes the draft invoice when the setting is on', async () => {
      await setInvoiceOnAccept(true);
      const proposal = await ctx.create(owner, 'proposals', proposalPayload({ status: 'sent' }));
      await acceptAsClient(proposal.id);
      const rows = await db().query(
        'SELECT status, client_name, proposal_number, created_by_id FROM invoices WHERE proposal_id = $1',
        [proposal.id],
      );
      expect(rows).toEqual([
        {
          status: 'draft',
          client_name: 'Globex Corporation',
          proposal_number: proposal.proposalNumber,
          created_by_id: owner.id,
        },
      ]);
      // A profile edit that leaves the switch out keeps it.
      await ctx.graphql(
        'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
        { input: { name: "Ada Owner's workspace" } },
        owner.token,
      );
      const [{ invoice_on_accept }] = await db().query(
        'SELECT invoice_on_accept FROM workspaces WHERE id = $1',
        [owner.workspaceId],
      );
      expect(invoice_on_accept).toBe(true);
    });

    it('still accepts when the invoice cannot be made (plan limit reached)', async () => {
      await setInvoiceOnAccept(true);
      const proposal = await ctx.create(owner, 'proposals', proposalPayload({ status: 'sent' }));
      await db().query('UPDATE workspaces SET invoices_limit = invoices_used WHERE id = $1', [
        owner.workspaceId,
      ]);
      try {
        await acceptAsClient(proposal.id);
        const [row] = await db().query('SELECT status FROM proposals WHERE id = $1', [proposal.id]);
        expect(row.status).toBe('accepted');
        expect(await invoicesOf(proposal.id)).toHaveLength(0);
      } finally {
        await db().query('UPDATE workspaces SET invoices_limit = 1000 WHERE id = $1', [
          owner.workspaceId,
        ]);
      }
    });
  });
});
