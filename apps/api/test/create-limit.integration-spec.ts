import { Messages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { TokenService } from '../src/auth/token.service';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const LIMIT = 5;

describe('creates per workspace: one budget over kinds, aliases, transports and members', () => {
  let ctx: TestApp;
  let user: SignedUpUser;
  let other: SignedUpUser;
  let copier: SignedUpUser;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: String(LIMIT) });
    user = await ctx.newUser();
    other = await ctx.newUser();
    copier = await ctx.newUser();
    await ctx.upgrade(user);
    await ctx.upgrade(other);
    await ctx.upgrade(copier);
  });
  afterAll(() => ctx.close());

  const countOf = async (table: string, ownerColumn: string, ownerId: string) => {
    const [{ count }] = await ctx.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM ${table} WHERE ${ownerColumn} = $1`, [ownerId]);
    return count as number;
  };
  const tooMany = Messages.system.tooManyCreates(LIMIT);

  it('counts REST and GraphQL creates and aliased client links together; past it, 429 and no row', async () => {
    const proposal = await ctx.create(user, 'proposals', proposalPayload()); // 1
    await ctx.create(user, 'invoices', invoicePayload()); // 2
    const viaGraphql = await ctx.graphql(
      'mutation($input: ProposalInput!) { createProposal(input: $input) { id } }',
      { input: proposalPayload() },
      user.token,
    ); // 3
    expect(viaGraphql.errors).toBeUndefined();

    const link = `createClientLink(input: { documentKind: "proposal", documentId: "${proposal.id}" }) { id }`;
    const aliased = await ctx.graphql(
      `mutation { a: ${link} b: ${link} c: ${link} }`,
      {},
      user.token,
    ); // 4, 5, then refused
    expect(aliased.errors).toEqual([
      expect.objectContaining({ message: tooMany, extensions: { code: 'RATE_LIMITED' } }),
    ]);

    const rest = await ctx
      .http()
      .post('/api/proposals')
      .auth(user.token, { type: 'bearer' })
      .send(proposalPayload())
      .expect(429);
    expect(rest.body).toEqual({ status: 'error', data: null, message: tooMany });
    const invoice = await ctx
      .http()
      .post('/api/invoices')
      .auth(user.token, { type: 'bearer' })
      .send(invoicePayload())
      .expect(429);
    expect(invoice.body.message).toBe(tooMany);
    const graphql = await ctx.graphql(
      'mutation($input: InvoiceInput!) { createInvoice(input: $input) { id } }',
      { input: invoicePayload() },
      user.token,
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: tooMany,
      extensions: { code: 'RATE_LIMITED' },
    });

    expect(await countOf('proposals', 'workspace_id', user.workspaceId)).toBe(2);
    expect(await countOf('invoices', 'workspace_id', user.workspaceId)).toBe(1);
    expect(await countOf('client_links', 'document_id', proposal.id)).toBe(2);
  });

  it('counts aliased GraphQL duplicates and REST duplicates in the same budget; past it, 429 and no row', async () => {
    const proposal = await ctx.create(copier, 'proposals', proposalPayload()); // 1
    const invoice = await ctx.create(copier, 'invoices', invoicePayload()); // 2
    const copy = `duplicateProposal(id: "${proposal.id}") { id }`;
    const aliased = await ctx.graphql(
      `mutation { a: ${copy} b: ${copy} c: ${copy} d: ${copy} }`,
      {},
      copier.token,
    ); // 3, 4, 5, then refused
    expect(aliased.errors).toEqual([
      expect.objectContaining({ message: tooMany, extensions: { code: 'RATE_LIMITED' } }),
    ]);
    await ctx
      .http()
      .post(`/api/invoices/${invoice.id}/duplicate`)
      .auth(copier.token, { type: 'bearer' })
      .expect(429);
    const refused = await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/duplicate`)
      .auth(copier.token, { type: 'bearer' })
      .expect(429);
    expect(refused.body).toEqual({ status: 'error', data: null, message: tooMany });
    const invoiceCopy = await ctx.graphql(
      `mutation { duplicateInvoice(id: "${invoice.id}") { id } }`,
      {},
      copier.token,
    );
    expect(invoiceCopy.errors?.[0]).toMatchObject({
      message: tooMany,
      extensions: { code: 'RATE_LIMITED' },
    });

    expect(await countOf('proposals', 'workspace_id', copier.workspaceId)).toBe(4);
    expect(await countOf('invoices', 'workspace_id', copier.workspaceId)).toBe(1);
  });

  it('counts catalogue items on the same budget: past it, 429 and no row', async () => {
    const stocker = await ctx.newUser();
    await ctx.create(stocker, 'proposals', proposalPayload()); // 1
    for (let i = 2; i <= LIMIT; i += 1) {
      await ctx.create(stocker, 'items', { name: `Item ${i}`, unitPrice: i });
    }
    const refused = await ctx
      .http()
      .post('/api/items')
      .auth(stocker.token, { type: 'bearer' })
      .send({ name: 'One too many', unitPrice: 1 })
      .expect(429);
    expect(refused.body).toEqual({ status: 'error', data: null, message: tooMany });
    expect(await countOf('catalogue_items', 'workspace_id', stocker.workspaceId)).toBe(LIMIT - 1);
  });

  it("is the workspace's: a teammate and an API key draw on the owner's budget", async () => {
    const owner = await ctx.newUser();
    await ctx.upgrade(owner);
    const teammate = await ctx.newUser();
    await ctx.app
      .get(DataSource)
      .query(
        "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
        [owner.workspaceId, teammate.id],
      );
    const teammateToken = await ctx.app.get(TokenService).issue(teammate.id, owner.workspaceId);
    const key = await ctx
      .http()
      .post('/api/workspace/api-keys')
      .auth(owner.token, { type: 'bearer' })
      .send({ name: 'Zapier', role: 'member' })
      .expect(201);
    const keySecret: string = key.body.data.secret;

    const create = (token: string) =>
      ctx.http().post('/api/proposals').auth(token, { type: 'bearer' }).send(proposalPayload());
    for (let i = 1; i <= LIMIT - 2; i += 1) await create(owner.token).expect(201);
    await create(teammateToken).expect(201); // LIMIT - 1
    await create(keySecret).expect(201); // LIMIT
    for (const token of [owner.token, teammateToken, keySecret]) {
      const refused = await create(token).expect(429);
      expect(refused.body.message).toBe(tooMany);
    }
    expect(await countOf('proposals', 'workspace_id', owner.workspaceId)).toBe(LIMIT);
  });

  it("leaves other workspaces' budgets alone", async () => {
    await ctx.create(other, 'proposals', proposalPayload());
    expect(await countOf('proposals', 'workspace_id', other.workspaceId)).toBe(1);
  });
});
