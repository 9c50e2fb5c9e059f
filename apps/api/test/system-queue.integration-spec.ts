import { Messages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../src/common/rate-limit/rate-limiter';
import { Queues } from '../src/queue/queues';
import { SystemPing } from '../src/system/system-ping.entity';
import { SystemProcessor } from '../src/system/system.processor';
import { TestApp, bootApp, startWorker } from './support/app';

const OPERATOR_TOKEN = 'operator-'.repeat(4);

describe('system queue: api → Redis → worker → PostgreSQL', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let token: string;

  beforeAll(async () => {
    ctx = await bootApp({ OPERATOR_TOKEN });
    worker = await startWorker();
    ({ token } = await ctx.newUser());
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  const pingRow = (id: string) =>
    ctx.app.get(DataSource).getRepository(SystemPing).findOneByOrFail({ id });
  const restPing = (body: object = {}) =>
    ctx.http().post('/api/system/ping').set('x-operator-token', OPERATOR_TOKEN).send(body);
  const graphqlPing = (query: string, operatorToken = OPERATOR_TOKEN, session?: string) => {
    const call = ctx.http().post('/graphql').set('x-operator-token', operatorToken);
    if (session) call.auth(session, { type: 'bearer' });
    return call.send({ query });
  };
  const pingCount = async () =>
    (await ctx.app.get(DataSource).getRepository(SystemPing).count()) as number;

  it('processes a ping enqueued through REST and records it', async () => {
    const response = await restPing().expect(200);
    expect(response.body.status).toBe('success');
    expect(response.body.message).toBe(Messages.system.pingProcessed);
    const { pingId, processedBy } = response.body.data;
    expect(processedBy).toBe(`${hostname()}:${process.pid}`);
    const row = await pingRow(pingId);
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.processedBy).toBe(processedBy);
  });

  it('processes a ping enqueued through GraphQL', async () => {
    const { body } = await graphqlPing('mutation { ping { pingId processedBy } }').expect(200);
    expect((await pingRow(body.data.ping.pingId)).processedAt).not.toBeNull();
  });

  it('rejects a bad ping input with a 400 envelope and a GraphQL code', async () => {
    const response = await restPing({ holdMs: 2001 }).expect(400);
    expect(response.body).toEqual({
      status: 'error',
      data: {
        errors: [{ field: 'holdMs', code: 'MAX', message: 'holdMs must not be greater than 2000' }],
      },
      message: 'holdMs: holdMs must not be greater than 2000',
    });
    const { body } = await graphqlPing('mutation { ping(input: { holdMs: -1 }) { pingId } }');
    expect(body.errors?.[0].extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'holdMs', code: 'MIN', message: 'holdMs must not be less than 0' }],
    });
    expect(body.errors?.[0].message).toBe('holdMs: holdMs must not be less than 0');
  });

  it('holds the job for up to 2 s (2001 is refused above)', async () => {
    const started = Date.now();
    await restPing({ holdMs: 2000 }).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });

  it("listens for its workers' errors, so a dropped connection cannot crash the process", () => {
    expect(worker.get(SystemProcessor).worker.listenerCount('error')).toBeGreaterThan(0);
  });

  it('refuses a signed-in user, a missing and a wrong operator token with 403, writing no row', async () => {
    const before = await pingCount();
    const refused = { status: 'error', data: null, message: Messages.system.operatorsOnly };
    const asUser = ctx.http().post('/api/system/ping').auth(token, { type: 'bearer' });
    expect((await asUser.send({}).expect(403)).body).toEqual(refused);
    expect((await ctx.http().post('/api/system/ping').send({}).expect(403)).body).toEqual(refused);
    const wrong = ctx.http().post('/api/system/ping').set('x-operator-token', `${OPERATOR_TOKEN}x`);
    expect((await wrong.send({}).expect(403)).body).toEqual(refused);
    const { body } = await graphqlPing('mutation { ping { pingId } }', 'not-it', token);
    expect(body.errors?.[0]).toMatchObject({
      message: Messages.system.operatorsOnly,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await pingCount()).toBe(before);
  });

  it('shares one budget of pings a minute over REST and GraphQL; past it, 429 and no row', async () => {
    const limited = await bootApp({ OPERATOR_TOKEN, CREATES_PER_MINUTE: '2' });
    try {
      await limited.app.get(RateLimiter).reset('system-ping');
      const before = await pingCount();
      const call = () =>
        limited.http().post('/api/system/ping').set('x-operator-token', OPERATOR_TOKEN);
      await call().send({}).expect(200);
      const { body } = await limited
        .http()
        .post('/graphql')
        .set('x-operator-token', OPERATOR_TOKEN)
        .send({ query: 'mutation { a: ping { pingId } b: ping { pingId } }' });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: Messages.system.rateLimited,
          extensions: { code: 'RATE_LIMITED' },
        }),
      ]);
      expect((await call().send({}).expect(429)).body.message).toBe(Messages.system.rateLimited);
      expect(await pingCount()).toBe(before + 2);
    } finally {
      await limited.close();
    }
  });

  it('does not exist where no OPERATOR_TOKEN is configured', async () => {
    const bare = await bootApp();
    try {
      const response = await bare
        .http()
        .post('/api/system/ping')
        .set('x-operator-token', OPERATOR_TOKEN)
        .send({})
        .expect(404);
      expect(response.body.message).toBe(Messages.system.notFound);
    } finally {
      await bare.close();
    }
  });

  it('lets the job in flight finish when the worker shuts down', async () => {
    const drained = await startWorker();
    const queue = ctx.app.get<Queue>(getQueueToken(Queues.System));
    const ping = await ctx.app.get(DataSource).getRepository(SystemPing).save({});
    // Stop the long-lived worker so only `drained` can take the job.
    await worker.close();
    const job = await queue.add('ping', { pingId: ping.id, holdMs: 1500 }, { jobId: ping.id });
    await waitFor(async () => (await job.getState()) === 'active');
    await drained.close(); // what SIGTERM runs through enableShutdownHooks
    expect(await job.getState()).toBe('completed');
    expect((await pingRow(ping.id)).processedAt).not.toBeNull();
    worker = await startWorker();
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
