import { DraftMessages } from '@dealdraft/domain';
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

  const brief = {
    project: 'Four blog articles about sourdough for our bakery.',
    industry: 'writing',
    budget: 1234.56,
  };

  it('drafts with the template engine, says so, and saves or counts nothing', async () => {
    const user = await ctx.newUser();
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
      'SELECT proposals_used, (SELECT count(*)::int FROM proposals WHERE owner_id = $1) AS proposals FROM users WHERE id = $1',
      [user.id],
    );
    expect(row).toEqual({ proposals_used: 0, proposals: 0 });
  });

  it('leans on the prices of the user’s three most recent accepted proposals and their business name', async () => {
    const user = await ctx.newUser();
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
    expect(draft.services).toContainEqual({
      description: 'Blog articles (1,000 words)',
      price: 320,
      quantity: 4,
    });
    expect(draft.summary).toContain('Studio Ada will');
  });

  it('streams the template draft as server-sent events', async () => {
    const user = await ctx.newUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft/stream')
      .auth(user.token, { type: 'bearer' })
      .send(brief)
      .buffer(true)
      .parse(asText)
      .expect(200);
    const body = response.body as string;
    expect(body).toMatch(/^event: text\ndata: \{"text":"Four blog articles/);
    expect(body).toMatch(/event: draft\ndata: \{.*"engine":"template"/);
  });
});
