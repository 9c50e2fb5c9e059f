import { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { Queues } from '../src/queue/queues';
import { SystemPing } from '../src/system/system-ping.entity';
import { SystemProcessor } from '../src/system/system.processor';
import { TestApp, bootApp, startWorker } from './support/app';

describe('system queue: api → Redis → worker → PostgreSQL', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let token: string;

  beforeAll(async () => {
    ctx = await bootApp();
    worker = await startWorker();
    ({ token } = await ctx.newUser());
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  const pingRow = (id: string) =>
    ctx.app.get(DataSource).getRepository(SystemPing).findOneByOrFail({ id });

  it('processes a ping enqueued through REST and records it', async () => {
    const response = await ctx
      .http()
      .post('/api/system/ping')
      .auth(token, { type: 'bearer' })
      .send({})
      .expect(200);
    expect(response.body.status).toBe('success');
    expect(response.body.message).toBe('Ping processed by a worker');
    const { pingId, processedBy } = response.body.data;
    expect(processedBy).toBe(`${hostname()}:${process.pid}`);
    const row = await pingRow(pingId);
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.processedBy).toBe(processedBy);
  });

  it('processes a ping enqueued through GraphQL', async () => {
    const { data } = await ctx.graphql<{ ping: { pingId: string } }>(
      'mutation { ping { pingId processedBy } }',
      {},
      token,
    );
    expect((await pingRow(data!.ping.pingId)).processedAt).not.toBeNull();
  });

  it('rejects a bad ping input with a 400 envelope and a GraphQL code', async () => {
    const response = await ctx
      .http()
      .post('/api/system/ping')
      .auth(token, { type: 'bearer' })
      .send({ holdMs: 999999 })
      .expect(400);
    expect(response.body).toEqual({
      status: 'error',
      data: { errors: [{ field: 'holdMs', messages: ['holdMs must not be greater than 5000'] }] },
      message: 'holdMs: holdMs must not be greater than 5000',
    });
    const { errors } = await ctx.graphql(
      'mutation { ping(input: { holdMs: -1 }) { pingId } }',
      {},
      token,
    );
    expect(errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    expect(errors?.[0].message).toBe('holdMs: holdMs must not be less than 0');
  });

  it("listens for its workers' errors, so a dropped connection cannot crash the process", () => {
    expect(worker.get(SystemProcessor).worker.listenerCount('error')).toBeGreaterThan(0);
  });

  it('requires a session', async () => {
    const response = await ctx.http().post('/api/system/ping').send({}).expect(401);
    expect(response.body).toEqual({
      status: 'error',
      data: null,
      message: 'Please sign in to continue.',
    });
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
