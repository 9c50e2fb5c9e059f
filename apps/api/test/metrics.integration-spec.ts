import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { request as httpRequest } from 'node:http';
import { AppConfig } from '../src/config/app-config';
import { Readiness } from '../src/health/readiness';
import { MetricsServer } from '../src/metrics/metrics-server';
import { Queues } from '../src/queue/queues';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

/** One line of the Prometheus text format: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key] = value;
      }
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  }
  return found[0].value;
}

/** GET on a metrics server, as Prometheus or a kubelet would. */
function fetchFrom(
  port: number,
  path: string,
  method = 'GET',
): Promise<{ status: number; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function serveMetrics(app: INestApplicationContext): Promise<number> {
  const probes = app.get(Readiness);
  const port = await app.get(MetricsServer).listen(0, {
    live: () => probes.live(),
    ready: () => probes.ready(),
  });
  if (port === null) throw new Error('the metrics server did not listen');
  return port;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('Prometheus metrics on their own port', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let apiPort: number;
  let workerPort: number;
  let user: SignedUpUser;
  let proposalId: string;

  beforeAll(async () => {
    ctx = await bootApp();
    worker = await startWorker();
    apiPort = await serveMetrics(ctx.app);
    workerPort = await serveMetrics(worker);
    user = await ctx.newUser();
    await ctx.upgrade(user);
    proposalId = (await ctx.create(user, 'proposals', proposalPayload())).id;
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
  });

  const scrape = async (port: number) => {
    const response = await fetchFrom(port, '/metrics');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parseSamples(response.body);
  };

  it('labels requests by route template, method and status class, never by raw path', async () => {
    await ctx
      .http()
      .get(`/api/proposals/${proposalId}`)
      .auth(user.token, { type: 'bearer' })
      .expect(200);
    await ctx
      .http()
      .get(`/api/proposals/${proposalId}`)
      .auth(user.token, { type: 'bearer' })
      .expect(200);
    await ctx.http().get('/api/proposals/00000000-0000-4000-8000-000000000000').expect(401);
    await ctx.http().get(`/api/no-such-route/${proposalId}`).expect(404);

    const samples = await scrape(apiPort);
    const count = 'dealdraft_http_request_duration_seconds_count';
    const route = '/api/proposals/:id';
    expect(valueOf(samples, count, { method: 'GET', route, status_class: '2xx' })).toBe(2);
    expect(valueOf(samples, count, { method: 'GET', route, status_class: '4xx' })).toBe(1);
    expect(
      valueOf(samples, count, { method: 'POST', route: '/api/proposals', status_class: '2xx' }),
    ).toBe(1);
    expect(
      valueOf(samples, count, { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBe(1);
    // The histogram's buckets end in +Inf, holding every request of the series.
    expect(
      valueOf(samples, 'dealdraft_http_request_duration_seconds_bucket', {
        method: 'GET',
        route,
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(2);
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.filter((value) => UUID.test(value))).toEqual([]);
    expect(labelValues.filter((value) => value.includes('no-such-route'))).toEqual([]);
  });

  it('times GraphQL operations by name and type; unnamed ones are "anonymous"', async () => {
    const named = await ctx.graphql('query MetricsProfile { profile { plan } }', {}, user.token);
    expect(named.errors).toBeUndefined();
    await ctx.graphql('{ health { ok } }');
    await ctx.graphql(
      'mutation MetricsLogin { login(input: { email: "x", password: "y" }) { token } }',
    );
    await ctx.graphql('{ not valid');

    const samples = await scrape(apiPort);
    const count = 'dealdraft_graphql_operation_duration_seconds_count';
    expect(
      valueOf(samples, count, { operation_name: 'MetricsProfile', operation_type: 'query' }),
    ).toBe(1);
    expect(valueOf(samples, count, { operation_name: 'anonymous', operation_type: 'query' })).toBe(
      1,
    );
    expect(
      valueOf(samples, count, { operation_name: 'MetricsLogin', operation_type: 'mutation' }),
    ).toBe(1);
    // A document that does not parse has neither name nor type.
    expect(
      valueOf(samples, count, { operation_name: 'anonymous', operation_type: 'unknown' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'dealdraft_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/graphql',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('reports every queue’s waiting, active, delayed and failed jobs when scraped', async () => {
    const system = ctx.app.get<Queue>(getQueueToken(Queues.System));
    const later = await system.add('metrics-probe', {}, { delay: 3_600_000 });
    try {
      const samples = await scrape(apiPort);
      const series = samples.filter((sample) => sample.name === 'dealdraft_queue_jobs');
      expect(series.map(({ labels }) => `${labels.queue} ${labels.state}`).sort()).toEqual(
        Object.values(Queues)
          .flatMap((queue) =>
            ['waiting', 'active', 'delayed', 'failed'].map((s) => `${queue} ${s}`),
          )
          .sort(),
      );
      // This file's queues are its own (support/setup.ts): the system queue holds just this job.
      for (const state of ['waiting', 'active', 'failed']) {
        expect(valueOf(samples, 'dealdraft_queue_jobs', { queue: Queues.System, state })).toBe(0);
      }
      expect(
        valueOf(samples, 'dealdraft_queue_jobs', { queue: Queues.System, state: 'delayed' }),
      ).toBe(1);
    } finally {
      await later.remove();
    }
    const after = await scrape(apiPort);
    expect(valueOf(after, 'dealdraft_queue_jobs', { queue: Queues.System, state: 'delayed' })).toBe(
      0,
    );
  });

  it('reports the PostgreSQL pool of each process', async () => {
    for (const [port, app] of [
      [apiPort, ctx.app],
      [workerPort, worker],
    ] as const) {
      const samples = await scrape(port);
      const open = valueOf(samples, 'dealdraft_db_pool_connections');
      const idle = valueOf(samples, 'dealdraft_db_pool_idle_connections');
      expect(open).toBeGreaterThanOrEqual(1);
      expect(idle).toBeLessThanOrEqual(open);
      expect(valueOf(samples, 'dealdraft_db_pool_waiting_clients')).toBe(0);
      expect(valueOf(samples, 'dealdraft_db_pool_max_connections')).toBe(
        app.get(AppConfig).database.poolSize,
      );
    }
  });

  it('times a PDF render and the pdf job in the worker, and counts its Chromium pages', async () => {
    const before = await scrape(workerPort);
    expect(before.filter((s) => s.name === 'dealdraft_pdf_render_duration_seconds_count')).toEqual(
      [],
    );
    expect(valueOf(before, 'dealdraft_pdf_pages_open')).toBe(0);

    await ctx
      .http()
      .post('/api/pdf/proposal')
      .auth(user.token, { type: 'bearer' })
      .send({ id: proposalId })
      .expect(200);

    const samples = await scrape(workerPort);
    expect(valueOf(samples, 'dealdraft_pdf_render_duration_seconds_count', { outcome: 'ok' })).toBe(
      1,
    );
    expect(
      valueOf(samples, 'dealdraft_pdf_render_duration_seconds_sum', { outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(valueOf(samples, 'dealdraft_pdf_pages_open')).toBe(1);
    expect(valueOf(samples, 'dealdraft_pdf_pages_in_use')).toBe(0);
    expect(
      valueOf(samples, 'dealdraft_job_duration_seconds_count', {
        queue: Queues.Pdf,
        name: 'render',
        outcome: 'completed',
      }),
    ).toBe(1);
    // The api records neither: rendering is the worker's.
    const api = await scrape(apiPort);
    expect(api.filter((s) => s.name.startsWith('dealdraft_pdf_'))).toEqual([]);
    expect(api.filter((s) => s.name.startsWith('dealdraft_job_'))).toEqual([]);
  });

  it("keeps prom-client's process metrics", async () => {
    for (const port of [apiPort, workerPort]) {
      const names = new Set((await scrape(port)).map((sample) => sample.name));
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        expect(names).toContain(name);
      }
    }
  });

  it('answers the probes beside the metrics, and nothing else', async () => {
    for (const port of [apiPort, workerPort]) {
      const live = await fetchFrom(port, '/live');
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({
        status: 'success',
        data: { uptimeSeconds: expect.any(Number) },
        message: 'The process is running',
      });
      const ready = await fetchFrom(port, '/ready');
      expect(ready.status).toBe(200);
      expect(ready.type).toBe('application/json; charset=utf-8');
      expect(JSON.parse(ready.body)).toEqual({
        status: 'success',
        data: { database: 'up', redis: 'up', shuttingDown: false },
        message: 'All systems operational',
      });
      expect((await fetchFrom(port, '/api/health')).status).toBe(404);
      expect((await fetchFrom(port, '/metrics', 'POST')).status).toBe(405);
    }
  });

  it('is not served on the app’s own port', async () => {
    // As Prometheus asks (the SPA's fallback answers only who takes HTML).
    const response = await ctx
      .http()
      .get('/metrics')
      .set('accept', 'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('dealdraft_http_request_duration_seconds');
  });
});
