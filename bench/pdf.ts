/**
 * PDF throughput: a 10-line and a 100-line invoice rendered through the api (HTTP → queue →
 * worker → back) at concurrency 1, 2 and 4, beside a raw baseline measured in the same run:
 * the same HTML on a warm Chromium page pool with no api and no queue.
 *
 * Needs a running app (npm start) and DATABASE_URL of its database (to lift the bench user
 * to a paid plan). Run: DATABASE_URL=... npm run bench -- pdf
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';

const require = createRequire(import.meta.url);
const apiDist = join(import.meta.dirname, '../apps/api/dist');
// The worker's own pool and template, from the built api: the baseline renders exactly what it renders.
const { BrowserPool } = require(join(apiDist, 'pdf/browser-pool.js'));
const { documentHtml, footerTemplate } = require(join(apiDist, 'pdf/templates/document-html.js'));
const { invoiceDocument } = require(join(apiDist, 'pdf/templates/to-printable.js'));

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:3000';
const REQUESTS = Number(process.env.BENCH_PDF_REQUESTS ?? 64);
/**
 * Renders per path before measuring: the api's code (Nest, TypeORM, BullMQ) is only optimised by
 * V8 after some calls, and a single warm-up left its first measured rounds slower than steady state.
 */
const WARMUP = Number(process.env.BENCH_PDF_WARMUP ?? 8);
const CONCURRENCY = [1, 2, 4];
/** Renders per path per round of the alternation. */
const ROUND = 4;

interface Stats {
  perSecond: number;
  p50: number;
  p95: number;
}

/** Latencies and busy time of one path, gathered over several rounds. */
class Sample {
  readonly latencies: number[] = [];
  seconds = 0;

  stats(): Stats {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { perSecond: sorted.length / this.seconds, p50: at(0.5), p95: at(0.95) };
  }
}

/** `count` runs of `task`, `concurrency` at a time, added to `sample`. */
async function runBatch(
  sample: Sample,
  concurrency: number,
  count: number,
  task: () => Promise<void>,
): Promise<void> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) {
        const t = performance.now();
        await task();
        sample.latencies.push(performance.now() - t);
      }
    }),
  );
  sample.seconds += (performance.now() - started) / 1000;
}

/**
 * Both paths in alternating rounds (a few api renders, then as many raw ones), so a change in the
 * machine's load during the run weighs on both alike instead of on whichever ran second.
 */
async function compare(
  concurrency: number,
  viaApi: () => Promise<void>,
  raw: () => Promise<void>,
): Promise<{ api: Stats; raw: Stats }> {
  const apiSample = new Sample();
  const rawSample = new Sample();
  const perRound = Math.max(ROUND, concurrency);
  for (let done = 0; done < REQUESTS; done += perRound) {
    const count = Math.min(perRound, REQUESTS - done);
    await runBatch(apiSample, concurrency, count, viaApi);
    await runBatch(rawSample, concurrency, count, raw);
  }
  return { api: apiSample.stats(), raw: rawSample.stats() };
}

async function api(path: string, token: string | null, body: unknown): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function invoice(lines: number) {
  return {
    businessName: 'Bench Studio',
    businessEmail: 'bench@example.com',
    businessAddress: '1 Bench Street',
    clientName: 'Client Co',
    clientEmail: 'client@example.com',
    clientAddress: '2 Client Road',
    invoiceDate: '2026-11-01',
    paymentTerms: 'Net 30',
    lineItems: Array.from({ length: lines }, (_, i) => ({
      description: `Work item ${i + 1}`,
      rate: 125.5,
      quantity: 2,
    })),
  };
}

async function main(): Promise<void> {
  const email = `bench.${Date.now()}@example.com`;
  const signup = (await (
    await api('/api/auth/signup', null, { name: 'Bench', email, password: 'bench-password' })
  ).json()) as { data: { token: string } };
  const token: string = signup.data.token;
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await db.query(
    `UPDATE workspaces SET plan = 'business', invoices_limit = 100, plan_end = now() + interval '30 days'
      WHERE id IN (SELECT m.workspace_id FROM workspace_members m JOIN users u ON u.id = m.user_id
                    WHERE u.email = $1)`,
    [email],
  );
  await db.end();

  const pool = new BrowserPool({
    pdf: {
      executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
      poolSize: 4,
      timeoutMs: 60_000,
    },
  });
  console.log(
    `PDF render, ${REQUESTS} renders per cell after ${WARMUP} to warm up, alternating rounds of ${ROUND} (api = HTTP + queue + worker; raw = warm page, no api)`,
  );
  console.log(
    'lines  conc  api/s   raw/s   api p50  raw p50  api p95  raw p95  p50 ratio  throughput',
  );
  for (const lines of [10, 100]) {
    const created = (await (await api('/api/invoices', token, invoice(lines))).json()) as {
      data: { id: string };
    };
    const record = created.data;
    const doc = invoiceDocument(record, false);
    const html = documentHtml(doc);
    const options = {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(doc),
      preferCSSPageSize: true,
    };
    for (let i = 0; i < WARMUP; i++) {
      await api('/api/pdf/invoice', token, { id: record.id }).then((r) => r.arrayBuffer());
      await pool.renderPdf(html, options);
    }
    for (const concurrency of CONCURRENCY) {
      const { api: viaApi, raw } = await compare(
        concurrency,
        async () => {
          await (await api('/api/pdf/invoice', token, { id: record.id })).arrayBuffer();
        },
        async () => {
          await pool.renderPdf(html, options);
        },
      );
      console.log(
        [
          String(lines).padEnd(5),
          String(concurrency).padEnd(4),
          viaApi.perSecond.toFixed(1).padStart(6),
          raw.perSecond.toFixed(1).padStart(7),
          `${viaApi.p50.toFixed(0)} ms`.padStart(8),
          `${raw.p50.toFixed(0)} ms`.padStart(8),
          `${viaApi.p95.toFixed(0)} ms`.padStart(8),
          `${raw.p95.toFixed(0)} ms`.padStart(8),
          `${(viaApi.p50 / raw.p50).toFixed(2)}×`.padStart(10),
          `${((viaApi.perSecond / raw.perSecond) * 100).toFixed(0)}%`.padStart(11),
        ].join(' '),
      );
    }
  }
  await pool.onApplicationShutdown();
}

await main();
