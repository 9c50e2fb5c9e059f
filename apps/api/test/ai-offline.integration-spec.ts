import { DraftMessages, ErrorCode, ROUND_PRICE_CENTS } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { TestApp, bootApp } from './support/app';
import { asText } from './support/bodies';

describe('AI drafting with no AI endpoint configured (the offline template engine)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ AI_BASE_URL: '', AI_API_KEY: '' });
  });
  afterAll(() => ctx.close());

  /** Drafting comes with the paid plans (spec §9). */
  const paidUser = async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    return user;
  };

  const brief = {
    project: 'Four blog articles about sourdough for our bakery.',
    industry: 'writing',
    budget: 1234.56,
  };

  it('refuses drafting on the Free Trial with 403 and the upgrade message, on every transport', async () => {
    const trial = await ctx.newUser();
    for (const path of ['/api/ai/draft', '/api/ai/draft/stream']) {
      const response = await ctx
        .http()
        .post(path)
        .auth(trial.token, { type: 'bearer' })
        .send(brief)
        .expect(403);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: DraftMessages.planRequired,
      });
    }
    const { errors } = await ctx.graphql(
      `mutation($brief: DraftBriefInput!) { draftProposal(brief: $brief) { engine } }`,
      { brief },
      trial.token,
    );
    expect(errors?.[0]).toMatchObject({
      message: DraftMessages.planRequired,
      extensions: { code: ErrorCode.PlanRequired },
    });
    // Upgraded, the same user drafts.
    await ctx.upgrade(trial);
    await ctx
      .http()
      .post('/api/ai/draft')
      .auth(trial.token, { type: 'bearer' })
      .send(brief)
      .expect(200);
  });

  it('drafts the brief’s deliverables in $5 steps that sum to the budget exactly', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send({
        project:
          'logo and packaging design for a small organic tea shop launching 4 new blends; also a one-page website',
        budget: 2500,
      })
      .expect(200);
    const { draft } = response.body.data;
    expect(draft.proposalTitle).toBe(
      'Logo Design, Packaging Design and One-Page Website for a Small Organic Tea Shop',
    );
    expect(draft.services).toEqual([
      { description: 'Logo design', price: 710, quantity: 1 },
      { description: 'Packaging design, per blend', price: 330, quantity: 4 },
      { description: 'One-page website', price: 470, quantity: 1 },
    ]);
    expect(draft.total).toBe(2500);
    for (const line of draft.services)
      expect(Math.round(line.price * 100) % ROUND_PRICE_CENTS).toBe(0);
    expect(draft.summary).toContain(
      'Scope of work for a small organic tea shop:\n- Logo design\n- Packaging design for 4 new blends\n- One-page website',
    );
    expect(draft.additionalTerms).not.toContain('Scope of work');
  });

  it('drafts with the template engine, says so, and saves or counts nothing', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send(brief)
      .expect(200);
    expect(response.body.data).toMatchObject({
      engine: 'template',
      engineLabel: DraftMessages.templateEngine,
      notice: null,
      draft: { total: 1234.56 },
    });
    const again = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send(brief);
    expect(again.body.data).toEqual(response.body.data);

    const db = ctx.app.get(DataSource);
    const [row] = await db.query(
      'SELECT proposals_used, (SELECT count(*)::int FROM proposals WHERE workspace_id = $1) AS proposals FROM workspaces WHERE id = $1',
      [user.workspaceId],
    );
    expect(row).toEqual({ proposals_used: 0, proposals: 0 });
  });

  it('leans on the prices of the user’s three most recent accepted proposals and their business name', async () => {
    const user = await paidUser();
    const create = (body: object) =>
      ctx.http().post('/api/proposals').auth(user.token, { type: 'bearer' }).send(body).expect(201);
    // An older accepted one (a fourth) and a draft must not count.
    await create(
      proposalPayload({
        status: 'accepted',
        services: [{ description: 'Blog articles', price: 10, quantity: 1 }],
      }),
    );
    for (const price of [300, 310, 320]) {
      await create(
        proposalPayload({
          status: 'accepted',
          services: [{ description: `Blog article, ${price}`, price, quantity: 1 }],
        }),
      );
    }
    await create(
      proposalPayload({ services: [{ description: 'Blog article', price: 999, quantity: 1 }] }),
    );

    const response = await ctx
      .http()
      .post('/api/ai/draft')
      .auth(user.token, { type: 'bearer' })
      .send({ project: brief.project, industry: 'writing' })
      .expect(200);
    const { draft } = response.body.data;
    // The workspace's usual rate is kept as it is: no budget asks for a new one.
    expect(draft.services).toEqual([
      { description: 'Blog article about sourdough', price: 320, quantity: 4 },
    ]);
    expect(draft.summary).toContain('Studio Ada will');
  });

  it('streams the template draft as server-sent events', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft/stream')
      .auth(user.token, { type: 'bearer' })
      .send(brief)
      .buffer(true)
      .parse(asText)
      .expect(200);
    const body = response.body as string;
    expect(body).toMatch(/^event: text\ndata: \{"text":"Blog Articles about Sourdough\\n/);
    expect(body).toMatch(/event: draft\ndata: \{.*"engine":"template"/);
  });
});
