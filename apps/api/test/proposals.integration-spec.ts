import { DocumentMoneyMessages, DocumentMessages, todayIso } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = DocumentMessages.proposal;
const FIELDS = `id proposalNumber proposalTitle clientName status value services { description price quantity subtotal }`;

describe('proposals', () => {
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
    list: () => ctx.http().get('/api/proposals').auth(user.token, { type: 'bearer' }),
    get: (id: string) =>
      ctx.http().get(`/api/proposals/${id}`).auth(user.token, { type: 'bearer' }),
    create: (body: object) =>
      ctx.http().post('/api/proposals').auth(user.token, { type: 'bearer' }).send(body),
    update: (id: string, body: object) =>
      ctx.http().put(`/api/proposals/${id}`).auth(user.token, { type: 'bearer' }).send(body),
    remove: (id: string) =>
      ctx.http().delete(`/api/proposals/${id}`).auth(user.token, { type: 'bearer' }),
  });
  /** Lifts the trial's 5-proposal cap for tests that need many rows. */
  const raiseLimit = (user: SignedUpUser, limit = 1000) =>
    db().query('UPDATE workspaces SET proposals_limit = $2 WHERE id = $1', [
      user.workspaceId,
      limit,
    ]);
  const usedOf = async (user: SignedUpUser) =>
    (await db().query('SELECT proposals_used FROM workspaces WHERE id = $1', [user.workspaceId]))[0]
      .proposals_used as number;

  describe('REST CRUD', () => {
    it('creates a proposal, computing the value from the lines and ignoring none of the rules', async () => {
      const response = await api(owner).create(proposalPayload()).expect(201);
      expect(response.body.status).toBe('success');
      expect(response.body.message).toBe('Proposal created successfully!');
      const proposal = response.body.data;
      expect(proposal).toMatchObject({
        _id: proposal.id,
        clientName: 'Globex Corporation',
        status: 'draft',
        proposalDate: '2096-11-01',
        value: 2600.5,
        services: [
          { description: 'Discovery workshop', price: 1200.5, quantity: 1, subtotal: 1200.5 },
          { description: 'Page templates', price: 350, quantity: 4, subtotal: 1400 },
        ],
      });
      expect(proposal.proposalNumber).toMatch(/^PROP-\d{13}$/);
      const [row] = await db().query(
        'SELECT workspace_id, currency, total_minor::text FROM proposals WHERE id = $1',
        [proposal.id],
      );
      // Stored in minor units with its currency: 2,600.50 US dollars.
      expect(row).toEqual({
        workspace_id: owner.workspaceId,
        currency: 'USD',
        total_minor: '260050',
      });
    });

    it('reads, lists, fully updates and deletes with the spec messages', async () => {
      const created = (
        await api(owner)
          .create(proposalPayload({ proposalNumber: 'PROP-CRUD-1' }))
          .expect(201)
      ).body.data;

      const read = await api(owner).get(created.id).expect(200);
      expect(read.body).toMatchObject({
        status: 'success',
        data: { id: created.id, proposalNumber: 'PROP-CRUD-1' },
      });

      const list = await api(owner).list().expect(200);
      expect(list.body.status).toBe('success');
      expect(list.body.data.map((p: { id: string }) => p.id)).toContain(created.id);
      // Newest first.
      expect(list.body.data[0].id).toBe(created.id);

      const updated = await api(owner)
        .update(
          created.id,
          proposalPayload({
            proposalNumber: 'PROP-CRUD-1',
            proposalTitle: 'Website redesign, phase 2',
            status: 'sent',
            expirationDate: null,
            services: [{ description: 'Retainer', price: 0.1, quantity: 3 }],
          }),
        )
        .expect(200);
      expect(updated.body.message).toBe('Proposal updated successfully!');
      expect(updated.body.data).toMatchObject({
        proposalTitle: 'Website redesign, phase 2',
        status: 'sent',
        expirationDate: null,
        value: 0.3,
      });

      const removed = await api(owner).remove(created.id).expect(200);
      expect(removed.body).toEqual({
        status: 'success',
        data: null,
        message: 'Proposal deleted successfully!',
      });
      const gone = await api(owner).get(created.id).expect(404);
      expect(gone.body).toEqual({ status: 'error', data: null, message: M.notFound });
    });

    it('trims a full timestamp to its date', async () => {
      const response = await api(owner)
        .create(
          proposalPayload({
            proposalDate: '2026-11-05T14:30:00.000Z',
            expirationDate: '2026-11-30T00:00:00Z',
          }),
        )
        .expect(201);
      expect(response.body.data).toMatchObject({
        proposalDate: '2026-11-05',
        expirationDate: '2026-11-30',
      });
    });

    it('refuses a proposal number already used by the same owner with 409', async () => {
      await raiseLimit(owner);
      await api(owner)
        .create(proposalPayload({ proposalNumber: 'PROP-DUP' }))
        .expect(201);
      const response = await api(owner)
        .create(proposalPayload({ proposalNumber: 'PROP-DUP' }))
        .expect(409);
      expect(response.body.message).toBe(M.numberTaken);
      // The failed insert gave its plan unit back.
      const used = await usedOf(owner);
      await api(owner)
        .create(proposalPayload({ proposalNumber: 'PROP-DUP-2' }))
        .expect(201);
      expect(await usedOf(owner)).toBe(used + 1);
    });
  });

  describe('validation', () => {
    beforeAll(() => raiseLimit(owner));
    const expect400 = async (body: object, message: string) => {
      const response = await api(owner).create(body);
      expect(response.status).toBe(400);
      expect(response.body.status).toBe('error');
      expect(response.body.message).toBe(message);
    };

    it.each([
      ['clientName', ''],
      ['clientCompany', '   '],
      ['proposalTitle', undefined],
      ['proposalDate', ''],
      ['companyName', ''],
      ['companyAddress', ''],
      ['paymentTerms', ''],
    ])('requires %s', async (field, value) => {
      await expect400(proposalPayload({ [field]: value }), `${field}: This field is required`);
    });

    it.each(['clientEmail', 'companyEmail'])('requires a valid %s', async (field) => {
      await expect400(
        proposalPayload({ [field]: 'not-an-email' }),
        `${field}: Please enter a valid email address`,
      );
    });

    it('needs at least one service line, and at most 100', async () => {
      await expect400(proposalPayload({ services: [] }), 'services: Add at least one service');
      const many = Array.from({ length: 101 }, () => ({ description: 'x', price: 1, quantity: 1 }));
      await expect400(proposalPayload({ services: many }), 'services: At most 100 services');
    });

    it.each([
      [
        { description: '', price: 1, quantity: 1 },
        'services.0.description: This field is required',
      ],
      [{ description: 'x', price: -1, quantity: 1 }, 'services.0.price: Must be a positive number'],
      [
        { description: 'x', price: 1.005, quantity: 1 },
        'services.0.price: Use at most 2 decimal places',
      ],
      [
        { description: 'x', price: 10_000_000, quantity: 1 },
        'services.0.price: Must be at most 9,999,999.99',
      ],
      [
        { description: 'x', price: 1, quantity: 0 },
        'services.0.quantity: Quantity must be between 1 and 100,000',
      ],
      [
        { description: 'x', price: 1, quantity: 100_001 },
        'services.0.quantity: Quantity must be between 1 and 100,000',
      ],
      [
        { description: 'x', price: 1, quantity: 1.5 },
        'services.0.quantity: Quantity must be a whole number',
      ],
      [
        { description: 'x', price: 1, quantity: 1, bonus: 5 },
        'services.0.bonus: property bonus should not exist',
      ],
      [
        { description: 'x', price: 1, quantity: 1, discount: 5 },
        `services.0.discount: ${DocumentMoneyMessages.discountShape}`,
      ],
    ])('checks each service line: %j', async (line, message) => {
      await expect400(proposalPayload({ services: [line] }), message);
    });

    it('bounds lengths', async () => {
      await expect400(
        proposalPayload({ clientName: 'x'.repeat(201) }),
        'clientName: Must be at most 200 characters',
      );
      await expect400(
        proposalPayload({ paymentTerms: 'x'.repeat(5001) }),
        'paymentTerms: Must be at most 5,000 characters',
      );
    });

    it('checks dates', async () => {
      await expect400(
        proposalPayload({ proposalDate: '2026-02-30' }),
        `proposalDate: ${DocumentMessages.dateFormat}`,
      );
      await expect400(
        proposalPayload({ proposalDate: 'yesterday' }),
        `proposalDate: ${DocumentMessages.dateFormat}`,
      );
      await expect400(
        proposalPayload({ proposalDate: '2026-11-10', expirationDate: '2026-11-09' }),
        'expirationDate: Expiration date cannot be before the proposal date',
      );
    });

    it('refuses unknown fields: no mass assignment of owner, value, counters or ids', async () => {
      for (const field of ['ownerId', 'value', 'id', '_id', 'proposalsUsed', 'createdAt']) {
        await expect400(
          proposalPayload({ [field]: field === 'value' ? 1 : 'x' }),
          `${field}: property ${field} should not exist`,
        );
      }
    });

    it('keeps an optional scope of work, and a full update without it clears it', async () => {
      const scope = 'Scope of work:\n- Logo design\n- One-page website';
      const created = await api(owner).create(proposalPayload({ scope })).expect(201);
      const { id, proposalNumber } = created.body.data;
      expect(created.body.data.scope).toBe(scope);
      expect(await db().query('SELECT scope FROM proposals WHERE id = $1', [id])).toEqual([
        { scope },
      ]);
      await api(owner).update(id, proposalPayload({ proposalNumber })).expect(200);
      expect((await api(owner).get(id).expect(200)).body.data.scope).toBeNull();
    });

    it('accepts the optional fields left out', async () => {
      const { clientAddress, expirationDate, companyPhone, additionalTerms, ...required } =
        proposalPayload();
      void [clientAddress, expirationDate, companyPhone, additionalTerms];
      const response = await api(owner).create(required).expect(201);
      expect(response.body.data).toMatchObject({
        clientAddress: null,
        expirationDate: null,
        companyPhone: null,
        additionalTerms: null,
      });
    });
  });

  describe('plan limits', () => {
    it('answers 403 past the trial limit, naming it and how to raise it', async () => {
      const user = await ctx.newUser();
      for (let i = 0; i < 5; i++) await api(user).create(proposalPayload()).expect(201);
      const response = await api(user).create(proposalPayload()).expect(403);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message:
          'You have used all 5 proposals of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.',
      });
      expect(await usedOf(user)).toBe(5);
    });

    it('does not give a create back on delete', async () => {
      const user = await ctx.newUser();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await api(user).create(proposalPayload()).expect(201)).body.data.id);
      await api(user).remove(ids[0]).expect(200);
      await api(user).create(proposalPayload()).expect(403);
      expect(await usedOf(user)).toBe(5);
    });

    it('refuses creates on an expired trial', async () => {
      const user = await ctx.newUser();
      await db().query(
        `UPDATE workspaces SET plan_end = now() - interval '1 second' WHERE id = $1`,
        [user.workspaceId],
      );
      const response = await api(user).create(proposalPayload()).expect(403);
      expect(response.body.message).toBe(
        'Your Trial Plan is not active, so you cannot create proposals. Choose a plan on the Pricing page to continue.',
      );
    });

    it('lets exactly one of 50 concurrent creates through at 4/5, every time (20 rounds)', async () => {
      const user = await ctx.newUser();
      for (let round = 0; round < 20; round++) {
        await db().query('DELETE FROM proposals WHERE workspace_id = $1', [user.workspaceId]);
        await db().query('UPDATE workspaces SET proposals_used = 4 WHERE id = $1', [
          user.workspaceId,
        ]);
        const statuses = await Promise.all(
          Array.from({ length: 50 }, () =>
            api(user)
              .create(proposalPayload())
              .then((r) => r.status),
          ),
        );
        expect(statuses.filter((status) => status === 201)).toHaveLength(1);
        expect(statuses.filter((status) => status === 403)).toHaveLength(49);
        const [{ count }] = await db().query(
          'SELECT count(*)::int AS count FROM proposals WHERE workspace_id = $1',
          [user.workspaceId],
        );
        expect(count).toBe(1);
        expect(await usedOf(user)).toBe(5);
      }
    }, 180_000);
  });

  describe('ownership', () => {
    it("answers 404 for another user's proposal on every call, and changes nothing", async () => {
      const mallory = await ctx.newUser({ name: 'Mallory' });
      const mine = (
        await api(owner)
          .create(proposalPayload({ proposalTitle: 'Private' }))
          .expect(201)
      ).body.data;

      for (const response of [
        await api(mallory).get(mine.id),
        await api(mallory).update(mine.id, proposalPayload({ proposalTitle: 'Hijacked' })),
        await api(mallory).remove(mine.id),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ status: 'error', data: null, message: M.notFound });
      }
      expect((await api(mallory).list().expect(200)).body.data).toEqual([]);

      const gql = async (query: string, variables: Record<string, unknown>) =>
        (await ctx.graphql(query, variables, mallory.token)).errors?.[0];
      expect(
        (await gql(`query($id: ID!) { proposal(id: $id) { id } }`, { id: mine.id }))?.extensions
          ?.code,
      ).toBe('NOT_FOUND');
      expect(
        (
          await gql(
            `mutation($id: ID!, $input: ProposalInput!) { updateProposal(id: $id, input: $input) { id } }`,
            {
              id: mine.id,
              input: proposalPayload(),
            },
          )
        )?.extensions?.code,
      ).toBe('NOT_FOUND');
      expect(
        (await gql(`mutation($id: ID!) { deleteProposal(id: $id) }`, { id: mine.id }))?.extensions
          ?.code,
      ).toBe('NOT_FOUND');
      const list = await ctx.graphql<{ proposals: { totalCount: number } }>(
        '{ proposals { totalCount } }',
        {},
        mallory.token,
      );
      expect(list.data?.proposals.totalCount).toBe(0);

      const [row] = await db().query('SELECT proposal_title FROM proposals WHERE id = $1', [
        mine.id,
      ]);
      expect(row.proposal_title).toBe('Private');
    });

    it('answers 404 for a malformed id', async () => {
      await api(owner).get('not-a-uuid').expect(404);
    });
  });

  describe('GraphQL', () => {
    let user: SignedUpUser;
    beforeAll(async () => {
      user = await ctx.newUser();
      await raiseLimit(user);
      const seeds = [
        ['Acme Rockets', 'Launch campaign', 'draft', 100],
        ['acme anvils', 'Anvil catalogue', 'sent', 300],
        ['Initech', 'TPS report automation', 'accepted', 200],
        ['Hooli', 'Acme-style landing page', 'rejected', 50],
        ['Umbrella', '100% uptime audit', 'draft', 400],
      ] as const;
      for (const [clientName, proposalTitle, status, price] of seeds) {
        await api(user)
          .create(
            proposalPayload({
              clientName,
              proposalTitle,
              status,
              services: [{ description: 'Work', price, quantity: 1 }],
            }),
          )
          .expect(201);
      }
    });
    const list = async (args: string) =>
      (
        await ctx.graphql<{
          proposals: {
            nodes: { clientName: string; value: number }[];
            totalCount: number;
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        }>(
          `{ proposals${args} { totalCount nodes { clientName value } pageInfo { hasNextPage endCursor } } }`,
          {},
          user.token,
        )
      ).data!.proposals;

    it('creates and updates with the same rules and computed value', async () => {
      const created = await ctx.graphql<{
        createProposal: { id: string; value: number; status: string };
      }>(
        `mutation($input: ProposalInput!) { createProposal(input: $input) { ${FIELDS} } }`,
        {
          input: proposalPayload({
            services: [
              { description: 'a', price: 0.1, quantity: 1 },
              { description: 'b', price: 0.2, quantity: 1 },
            ],
          }),
        },
        user.token,
      );
      expect(created.data?.createProposal).toMatchObject({ value: 0.3, status: 'draft' });
      const invalid = await ctx.graphql(
        `mutation($input: ProposalInput!) { createProposal(input: $input) { id } }`,
        { input: proposalPayload({ clientEmail: 'nope' }) },
        user.token,
      );
      expect(invalid.errors?.[0]).toMatchObject({
        message: 'clientEmail: Please enter a valid email address',
        extensions: { code: 'VALIDATION_FAILED' },
      });
      const deleted = await ctx.graphql(
        `mutation($id: ID!) { deleteProposal(id: $id) }`,
        { id: created.data?.createProposal.id },
        user.token,
      );
      expect(deleted.data).toEqual({ deleteProposal: created.data?.createProposal.id });
    });

    it('searches client name or title, case-insensitively, as a substring', async () => {
      const found = await list('(search: "ACME")');
      expect(found.nodes.map((n) => n.clientName).sort()).toEqual([
        'Acme Rockets',
        'Hooli',
        'acme anvils',
      ]);
      expect((await list('(search: "100%")')).nodes.map((n) => n.clientName)).toEqual(['Umbrella']);
      expect((await list('(search: "%")')).totalCount).toBe(1);
    });

    it('filters by status and sorts', async () => {
      expect((await list('(status: "draft")')).nodes.map((n) => n.clientName).sort()).toEqual([
        'Acme Rockets',
        'Umbrella',
      ]);
      expect((await list('(sortBy: value, sortDirection: ASC)')).nodes.map((n) => n.value)).toEqual(
        [50, 100, 200, 300, 400],
      );
      const invalid = await ctx.graphql(
        '{ proposals(status: "lost") { totalCount } }',
        {},
        user.token,
      );
      expect(invalid.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    });

    it('paginates with cursors', async () => {
      const first = await list('(first: 2, sortBy: value, sortDirection: DESC)');
      expect(first).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
      expect(first.nodes.map((n) => n.value)).toEqual([400, 300]);
      const second = await list(
        `(first: 2, sortBy: value, sortDirection: DESC, after: "${first.pageInfo.endCursor}")`,
      );
      expect(second.nodes.map((n) => n.value)).toEqual([200, 100]);
      const third = await list(
        `(first: 2, sortBy: value, sortDirection: DESC, after: "${second.pageInfo.endCursor}")`,
      );
      expect(third.nodes.map((n) => n.value)).toEqual([50]);
      expect(third.pageInfo.hasNextPage).toBe(false);
      // The total counts every row, whichever page: read within the page's statement, and on
      // its own for a page past the last row.
      expect([second.totalCount, third.totalCount]).toEqual([5, 5]);
      const past = await list(
        `(first: 2, sortBy: value, sortDirection: DESC, after: "${third.pageInfo.endCursor}")`,
      );
      expect(past).toMatchObject({ totalCount: 5, nodes: [], pageInfo: { hasNextPage: false } });
      const acme = await list('(first: 1, search: "acme")');
      const nextAcme = await list(
        `(first: 1, search: "acme", after: "${acme.pageInfo.endCursor}")`,
      );
      expect([acme.totalCount, nextAcme.totalCount, nextAcme.nodes.length]).toEqual([3, 3, 1]);
      const bad = await ctx.graphql(
        '{ proposals(after: "garbage") { totalCount } }',
        {},
        user.token,
      );
      expect(bad.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    });

    it('pages through rows created in the same millisecond without skipping or repeating one', async () => {
      // now() has microseconds; a cursor carries a JavaScript Date (milliseconds). Rows written
      // in one transaction share their created_at, so the cursor must equal the stored value.
      await db().query(
        `UPDATE proposals SET created_at = '2026-03-01T10:00:00.123456Z' WHERE workspace_id = $1`,
        [user.workspaceId],
      );
      const seen: string[] = [];
      let after = '';
      for (let page = 0; page < 5; page += 1) {
        const result = await list(`(first: 2, sortBy: createdAt, sortDirection: DESC${after})`);
        seen.push(...result.nodes.map((n) => n.clientName));
        if (!result.pageInfo.hasNextPage) break;
        after = `, after: "${result.pageInfo.endCursor}"`;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    });
  });

  describe('an answered proposal is binding', () => {
    beforeAll(() => raiseLimit(owner));
    const snapshotOf = async (id: string) =>
      (
        await db().query(
          'SELECT status, total_minor, services, proposal_title, updated_at FROM proposals WHERE id = $1',
          [id],
        )
      )[0];

    it('refuses every edit of an accepted or declined proposal over REST, 409 naming what to do', async () => {
      for (const [status, message] of [
        ['accepted', M.acceptedIsFinal],
        ['rejected', M.declinedIsFinal],
      ] as const) {
        const { id } = (await api(owner).create(proposalPayload({ status })).expect(201)).body.data;
        const before = await snapshotOf(id);
        const edit = await api(owner)
          .update(
            id,
            proposalPayload({
              status,
              services: [{ description: 'Everything', price: 99999, quantity: 9 }],
            }),
          )
          .expect(409);
        expect(edit.body).toEqual({ status: 'error', data: null, message });
        // Nor back to draft or sent, with the content unchanged.
        for (const back of ['draft', 'sent']) {
          const reset = await api(owner)
            .update(id, proposalPayload({ status: back }))
            .expect(409);
          expect(reset.body.message).toBe(message);
        }
        expect(await snapshotOf(id)).toEqual(before);
      }
      expect(M.acceptedIsFinal).toBe(
        'This proposal has been accepted and can no longer be changed. Duplicate it as a new proposal to make changes.',
      );
    });

    it('refuses the same over GraphQL', async () => {
      const { id } = (
        await api(owner)
          .create(proposalPayload({ status: 'accepted' }))
          .expect(201)
      ).body.data;
      const before = await snapshotOf(id);
      const result = await ctx.graphql(
        'mutation($id: ID!, $input: ProposalInput!) { updateProposal(id: $id, input: $input) { id } }',
        { id, input: proposalPayload({ status: 'draft' }) },
        owner.token,
      );
      expect(result.errors?.[0]).toMatchObject({
        message: M.acceptedIsFinal,
        extensions: { code: 'CONFLICT' },
      });
      expect(await snapshotOf(id)).toEqual(before);
    });

    it('still lets an unanswered proposal be edited and marked accepted, which then is final', async () => {
      const { id } = (await api(owner).create(proposalPayload()).expect(201)).body.data;
      await api(owner)
        .update(id, proposalPayload({ status: 'sent' }))
        .expect(200);
      await api(owner)
        .update(id, proposalPayload({ status: 'accepted' }))
        .expect(200);
      await api(owner)
        .update(id, proposalPayload({ status: 'accepted' }))
        .expect(409);
    });
  });

  describe('duplicate', () => {
    const duplicate = (user: SignedUpUser, id: string) =>
      ctx.http().post(`/api/proposals/${id}/duplicate`).auth(user.token, { type: 'bearer' });

    it('copies an answered proposal as a new draft with a new number, dated today, using the plan', async () => {
      const user = await ctx.newUser();
      const source = (
        await api(user)
          .create(
            proposalPayload({
              proposalNumber: 'PROP-SOURCE-1',
              status: 'accepted',
              proposalDate: '2026-01-05',
              expirationDate: '2099-01-31',
              scope: 'Logo, packaging and a one-page website.',
            }),
          )
          .expect(201)
      ).body.data;
      await db().query(
        `UPDATE proposals SET responded_at = now(), accepted_by_name = 'Hank Scorpio',
                answered_snapshot = '{}', answered_snapshot_sha256 = repeat('a', 64) WHERE id = $1`,
        [source.id],
      );
      expect(await usedOf(user)).toBe(1);

      const response = await duplicate(user, source.id).expect(201);
      expect(response.body).toMatchObject({ status: 'success', message: M.duplicated });
      const copy = response.body.data;
      expect(copy.id).not.toBe(source.id);
      expect(copy._id).toBe(copy.id);
      expect(copy.proposalNumber).toMatch(/^PROP-\d{13}$/);
      expect(copy).toMatchObject({
        status: 'draft',
        proposalDate: todayIso(new Date()),
        expirationDate: '2099-01-31',
        proposalTitle: source.proposalTitle,
        scope: 'Logo, packaging and a one-page website.',
        clientName: source.clientName,
        services: source.services,
        value: source.value,
        respondedAt: null,
        acceptedByName: null,
        declineReason: null,
        answeredVersion: null,
      });
      expect(await usedOf(user)).toBe(2);
      // The copy is editable; the source stays as it was.
      await api(user)
        .update(copy.id, proposalPayload({ proposalNumber: copy.proposalNumber }))
        .expect(200);
      expect((await api(user).get(source.id).expect(200)).body.data.status).toBe('accepted');
    });

    it('drops an expiration date already past, and goes through GraphQL too', async () => {
      const { id } = (
        await api(owner)
          .create(proposalPayload({ proposalDate: '2026-01-05', expirationDate: '2026-01-31' }))
          .expect(201)
      ).body.data;
      const result = await ctx.graphql<{
        duplicateProposal: {
          status: string;
          expirationDate: string | null;
          proposalNumber: string;
        };
      }>(
        'mutation($id: ID!) { duplicateProposal(id: $id) { status expirationDate proposalNumber } }',
        { id },
        owner.token,
      );
      expect(result.data?.duplicateProposal).toMatchObject({
        status: 'draft',
        expirationDate: null,
        proposalNumber: expect.stringMatching(/^PROP-\d{13}$/),
      });
    });

    it('answers the usual limit error at the trial limit, and 404 for another user', async () => {
      const user = await ctx.newUser();
      const ids: string[] = [];
      for (let i = 0; i < 5; i++)
        ids.push((await api(user).create(proposalPayload()).expect(201)).body.data.id);
      const refused = await duplicate(user, ids[0]).expect(403);
      expect(refused.body.message).toBe(
        'You have used all 5 proposals of your Trial Plan for this period. Upgrade your plan on the Pricing page to create more.',
      );
      expect(await usedOf(user)).toBe(5);
      const stranger = await ctx.newUser();
      const foreign = await duplicate(stranger, ids[0]).expect(404);
      expect(foreign.body.message).toBe(M.notFound);
      expect(await usedOf(stranger)).toBe(0);
    });
  });
});
