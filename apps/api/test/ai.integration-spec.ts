import { draftFallbackNotice, DraftMessages, proposalDraftJsonSchema } from '@dealdraft/domain';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { FakeOpenAi, VALID_DRAFT } from './support/fake-openai';
import { asText } from './support/bodies';

const BRIEF = {
  project: 'A new website for our bakery with online ordering.',
  clientName: 'Grace Hopper',
  clientCompany: 'Hopper Bakes',
  budget: 6000,
  tone: 'friendly',
};
const TIMEOUT_MS = 1500;
const DRAFTS_PER_MINUTE = 4;

/** Text and draft events of a server-sent-events body. */
function parseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
      return { event, data };
    });
}

describe('AI drafting with an OpenAI-compatible endpoint', () => {
  const fake = new FakeOpenAi();
  let ctx: TestApp;
  beforeAll(async () => {
    const baseUrl = await fake.start();
    ctx = await bootApp({
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'sk-fake-dealdraft',
      AI_MODEL: 'fake-model-1',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      AI_DRAFTS_PER_MINUTE: String(DRAFTS_PER_MINUTE),
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.stop();
  });
  beforeEach(() => fake.reset());

  /** Drafting comes with the paid plans (spec §9). */
  const paidUser = async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    return user;
  };

  // A fresh user per draft keeps the per-user limit out of the tests that are not about it.
  const draft = async (brief: object = BRIEF, user?: SignedUpUser, status = 200) =>
    ctx
      .http()
      .post('/api/ai/draft')
      .auth((user ?? (await paidUser())).token, { type: 'bearer' })
      .send(brief)
      .expect(status);

  it('asks the configured model for structured JSON, with the key, and fits the lines to the budget', async () => {
    const response = await draft();

    expect(fake.requests).toHaveLength(1);
    const [{ headers, body }] = fake.requests;
    expect(headers.authorization).toBe('Bearer sk-fake-dealdraft');
    expect(body.model).toBe('fake-model-1');
    expect(body.stream).toBe(true);
    expect(body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'proposal_draft', strict: true, schema: proposalDraftJsonSchema() },
    });
    expect(body.messages[0]).toMatchObject({ role: 'system' });
    expect(body.messages[0].content).toContain('Ada Lovelace');
    expect(body.messages[1].content).toContain('Project: A new website for our bakery');
    expect(body.messages[1].content).toContain('Budget: $6,000.00');

    expect(response.body).toMatchObject({
      status: 'success',
      message: DraftMessages.drafted,
      data: {
        engine: 'ai',
        engineLabel: 'AI draft (fake-model-1)',
        notice: null,
        draft: {
          proposalTitle: VALID_DRAFT.proposalTitle,
          summary: VALID_DRAFT.summary,
          paymentTerms: VALID_DRAFT.paymentTerms,
          total: 6000,
        },
      },
    });
    // 1800 : 2400 of the model's prices, rescaled in code to $5 steps (the AI's lines too); the
    // steps 4 units cannot share move to the single one.
    expect(response.body.data.draft.services).toEqual([
      { description: 'Design of four page templates', price: 640, quantity: 4 },
      { description: 'Online ordering build', price: 3440, quantity: 1 },
    ]);
  });

  it('streams readable text as the model writes, then the validated draft', async () => {
    const user = await paidUser();
    const response = await ctx
      .http()
      .post('/api/ai/draft/stream')
      .auth(user.token, { type: 'bearer' })
      .send({ project: BRIEF.project })
      .buffer(true)
      .parse(asText)
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);

    const events = parseEvents(response.body as string);
    const text = events
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    // Deltas of four characters each, reassembled into the values without JSON syntax.
    expect(events.filter((e) => e.event === 'text').length).toBeGreaterThan(10);
    expect(text).toBe(
      [
        VALID_DRAFT.proposalTitle,
        VALID_DRAFT.summary,
        ...VALID_DRAFT.services.map((line) => line.description),
        VALID_DRAFT.paymentTerms,
        VALID_DRAFT.additionalTerms,
      ].join('\n'),
    );
    const last = events[events.length - 1];
    expect(last.event).toBe('draft');
    expect(last.data).toMatchObject({ engine: 'ai', notice: null, draft: { total: 4200 } });
  });

  it('repairs an invalid answer once', async () => {
    fake.answer({ kind: 'content', content: '{"proposalTitle": "Half an ans' });
    const response = await draft();

    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1].body;
    expect(repair.stream).toBeFalsy();
    expect(repair.messages.at(-2)).toEqual({
      role: 'assistant',
      content: '{"proposalTitle": "Half an ans',
    });
    expect(repair.messages.at(-1)?.content).toMatch(/^That answer is not valid: it is not a JSON/);
    expect(response.body.data).toMatchObject({ engine: 'ai', notice: null });
  });

  it('falls back to the template draft when the repaired answer is still invalid', async () => {
    fake.answer(
      { kind: 'content', content: 'not json' },
      { kind: 'content', content: JSON.stringify({ ...VALID_DRAFT, services: [] }) },
    );
    const response = await draft();
    expect(fake.requests).toHaveLength(2);
    expect(response.body.data).toMatchObject({
      engine: 'template',
      engineLabel: DraftMessages.templateEngine,
      notice: draftFallbackNotice.invalid_output,
      draft: { total: 6000 },
    });
  });

  it.each([
    [429, draftFallbackNotice.rate_limited],
    [500, draftFallbackNotice.provider_error],
    [401, draftFallbackNotice.provider_error],
  ])('falls back with a notice when the provider answers %i', async (status, notice) => {
    fake.answer({ kind: 'status', status });
    const response = await draft();
    // No hidden retries: the user is waiting.
    expect(fake.requests).toHaveLength(1);
    expect(response.body.data).toMatchObject({ engine: 'template', notice });
    expect(response.body.data.draft.services.length).toBeGreaterThan(0);
  });

  it('falls back with a notice when the provider does not answer in time', async () => {
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const response = await draft();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    expect(response.body.data).toMatchObject({
      engine: 'template',
      notice: draftFallbackNotice.timeout,
    });
  });

  it('answers the GraphQL mutation with the same draft', async () => {
    const user = await paidUser();
    const { data, errors } = await ctx.graphql<{ draftProposal: Record<string, unknown> }>(
      `mutation($brief: DraftBriefInput!) {
        draftProposal(brief: $brief) {
          engine engineLabel notice
          draft { proposalTitle total services { description price quantity } }
        }
      }`,
      { brief: { project: BRIEF.project, budget: 1000.01, clientName: null } },
      user.token,
    );
    expect(errors).toBeUndefined();
    expect(data?.draftProposal).toMatchObject({
      engine: 'ai',
      notice: null,
      draft: { proposalTitle: VALID_DRAFT.proposalTitle, total: 1000.01 },
    });
  });

  it('limits drafts per user and minute', async () => {
    const user = await paidUser();
    for (let i = 0; i < DRAFTS_PER_MINUTE; i++) await draft(BRIEF, user);
    const refused = await draft(BRIEF, user, 429);
    expect(refused.body).toEqual({
      status: 'error',
      data: null,
      message: DraftMessages.rateLimited(DRAFTS_PER_MINUTE),
    });
    // Another user is not affected.
    await draft();
  });

  it('refuses a brief that is too short, and anyone signed out', async () => {
    const response = await draft({ project: 'site' }, undefined, 400);
    expect(JSON.stringify(response.body)).toContain(DraftMessages.projectTooShort);
    await ctx.http().post('/api/ai/draft').send(BRIEF).expect(401);
    expect(fake.requests).toHaveLength(0);
  });
});
