/**
 * Compressing the api's JSON in the app or not (the decision is in docs/architecture.md,
 * "Compression"). GET /api/proposals, one user's 50 proposals (about 49 kB of JSON), from a
 * browser-like client (Accept-Encoding: gzip, deflate, br), against two apps of the bench's own
 * from the built api: one as it is, one with the `compression` middleware (its defaults: gzip
 * level 6 or brotli quality 4, over 1 kB) first in line (support/with-compression.cjs). autocannon,
 * alternating rounds so both see the same machine; the api process's CPU time per request from
 * /proc beside throughput and latency.
 *
 * Run: npm run build, then npm run bench -- compression
 *      (BENCH_COMPRESSION_CONNECTIONS, BENCH_COMPRESSION_ROUND_SECONDS, BENCH_COMPRESSION_ROUNDS)
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchAccount, post, startOwnApp, type RunningApp } from './own-app';
import { appProcesses, cpuMs, median } from './processes';

const CONNECTIONS = Number(process.env.BENCH_COMPRESSION_CONNECTIONS ?? 50);
const ROUND_S = Number(process.env.BENCH_COMPRESSION_ROUND_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_COMPRESSION_ROUNDS ?? 3);
const WARMUP_S = 5;
const ROWS = 50;
const ACCEPT_ENCODING = 'gzip, deflate, br';
const PRELOAD = join(import.meta.dirname, 'support/with-compression.cjs');

interface Target {
  name: string;
  app: RunningApp;
  token: string;
  pid: number;
  rounds: { perSecond: number; p50: number; p99: number; cpuMs: number; errors: number }[];
}

const SCOPE =
  'We start with a discovery workshop with your team to agree goals, audiences and constraints. ' +
  'Then we design and build the agreed pages in two-week iterations, each ending with a review.';
const SERVICES = [
  ['Discovery workshop', 1200.5, 1],
  ['Page templates', 350, 4],
  ['Copywriting, per page', 180, 6],
  ['QA and launch support', 640, 1],
] as const;

function proposal(i: number) {
  return {
    clientName: `Client ${i % 7}`,
    clientCompany: `Company ${i % 7}`,
    clientEmail: `client${i % 7}@example.com`,
    clientAddress: `${i + 1} Client Road, Springfield`,
    proposalTitle: `Website redesign ${i + 1}`,
    proposalNumber: `PROP-${String(i + 1).padStart(3, '0')}`,
    proposalDate: '2096-11-01',
    expirationDate: '2096-12-01',
    services: SERVICES.slice(0, 2 + (i % 3)).map(([description, price, quantity]) => ({
      description,
      price,
      quantity,
    })),
    companyName: 'Studio Ada',
    companyEmail: 'ada@studio.example',
    companyAddress: '12 Analytical St, London',
    paymentTerms: '50% upfront, 50% on delivery',
    scope: SCOPE,
    status: (['draft', 'sent', 'accepted', 'rejected'] as const)[i % 4],
  };
}

async function prepare(name: string, app: RunningApp): Promise<Target> {
  const account = await benchAccount(app.url, 'compression', { plan: 'business', keep: false });
  for (let i = 0; i < ROWS; i++) await post(app.url, '/api/proposals', proposal(i), account.token);
  const { api } = appProcesses(new URL(app.url).port);
  if (!api) throw new Error(`no api process found for ${app.url}`);
  return {
    name,
    app,
    token: account.token,
    pid: api,
    rounds: [],
  };
}

function cannon(target: Target, seconds: number) {
  return autocannon({
    url: `${target.app.url}/api/proposals`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${target.token}`, 'accept-encoding': ACCEPT_ENCODING },
  });
}

async function round(target: Target): Promise<void> {
  const before = cpuMs(target.pid);
  const result = await cannon(target, ROUND_S);
  const requests = result.requests.total;
  target.rounds.push({
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (cpuMs(target.pid) - before) / Math.max(1, requests),
    errors: result.errors + result.non2xx,
  });
}

/** One response's body as sent (fetch would decode it) and its coding. */
function sentBytes(target: Target): Promise<{ sent: number; coding: string }> {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${target.token}`, 'accept-encoding': ACCEPT_ENCODING };
    const request = httpRequest(`${target.app.url}/api/proposals`, { headers }, (response) => {
      let sent = 0;
      response.on('data', (chunk: Buffer) => (sent += chunk.length));
      response.on('end', () =>
        resolve({ sent, coding: response.headers['content-encoding'] ?? 'identity' }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

async function main(): Promise<void> {
  const plain = await startOwnApp();
  const previous = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = `${previous ?? ''} --require ${PRELOAD}`.trim();
  let compressed: RunningApp;
  try {
    compressed = await startOwnApp();
  } catch (error) {
    await plain.stop();
    throw error;
  } finally {
    if (previous === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = previous;
  }
  try {
    const targets = [
      await prepare('no compression', plain),
      await prepare('compression', compressed),
    ];
    console.log(
      `GET /api/proposals (${ROWS} rows), ${CONNECTIONS} connections, Accept-Encoding: ` +
        `${ACCEPT_ENCODING}; ${ROUNDS} alternating rounds of ${ROUND_S} s after ${WARMUP_S} s ` +
        `to warm up (median of rounds)`,
    );
    for (const target of targets) {
      const { sent, coding } = await sentBytes(target);
      console.log(
        `  ${target.name.padEnd(15)} response ${(sent / 1000).toFixed(1)} kB (${coding})`,
      );
      await cannon(target, WARMUP_S);
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const target of r % 2 === 0 ? targets : [...targets].reverse()) await round(target);
    }
    console.log('\n                 req/s    p50 ms   p99 ms   api CPU ms/request   errors');
    for (const target of targets) {
      const rounds = target.rounds;
      console.log(
        [
          target.name.padEnd(15),
          median(rounds.map((x) => x.perSecond))
            .toFixed(0)
            .padStart(7),
          String(median(rounds.map((x) => x.p50))).padStart(9),
          String(median(rounds.map((x) => x.p99))).padStart(8),
          median(rounds.map((x) => x.cpuMs))
            .toFixed(2)
            .padStart(20),
          String(rounds.reduce((sum, x) => sum + x.errors, 0)).padStart(8),
        ].join(' '),
      );
      console.log(
        `${''.padEnd(15)}   rounds: ${rounds.map((x) => x.perSecond.toFixed(0)).join(', ')} req/s`,
      );
    }
  } finally {
    await compressed.stop();
    await plain.stop();
  }
}

await main();
