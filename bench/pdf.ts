/**
 * PDF throughput: a 10-line and a 100-line invoice rendered through the api (HTTP → queue →
 * worker → back) at concurrency 1, 2 and 4, beside a raw baseline measured in the same run:
 * the same HTML on a warm Chromium page pool with no api and no queue.
 *
 * Runs against a plain `npm start` and its default limits. The api renders at most
 * EXPORTS_PER_MINUTE (30) PDFs a minute per workspace, so the api's renders are spread over a few
 * Business workspaces (BENCH_PDF_ACCOUNTS bench accounts, made once and signed in to on later
 * runs) and paced: before a round, the bench waits until the round fits in every workspace's
 * last minute. Throughput counts only the time spent rendering (each round's own duration, for
 * both paths alike), so the pauses lower neither figure; the output says how long it waited.
 *
 * Run: npm run bench -- pdf   (BENCH_URL, BENCH_PDF_REQUESTS, BENCH_PDF_WARMUP,
 *      BENCH_PDF_ACCOUNTS, BENCH_PDF_PER_MINUTE: the app's EXPORTS_PER_MINUTE if not 30)
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchAccount, keepWithAccount, post, type BenchAccount } from './own-app';

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
/** Workspaces the api's renders are spread over; each costs one sign-up, once per app. */
const ACCOUNTS = Number(process.env.BENCH_PDF_ACCOUNTS ?? 4);
/** The app's EXPORTS_PER_MINUTE (its default under npm start). */
const PER_MINUTE = Number(process.env.BENCH_PDF_PER_MINUTE ?? 30);
/** The api counts renders in fixed 60 s windows; a second more keeps clear of their edges. */
const WINDOW_MS = 61_000;

/**
 * The api's render limit, kept on this side: each workspace's renders of the last minute. A
 * round waits until it fits, and its renders are counted at the round's end (no render of it is
 * later than that), so no 60 s window of the api's ever sees more than PER_MINUTE.
 */
class RenderBudget {
  private readonly sent: number[][];
  waitedMs = 0;

  constructor(accounts: number) {
    this.sent = Array.from({ length: accounts }, () => []);
  }

  /** Waits until `count` renders fit; returns the workspace (index) for each of them. */
  async reserve(count: number): Promise<number[]> {
    if (count > PER_MINUTE * this.sent.length) {
      throw new Error(`a round of ${count} renders cannot fit in ${this.sent.length} workspaces`);
    }
    for (;;) {
      const now = Date.now();
      for (const log of this.sent) while (log.length > 0 && log[0] <= now - WINDOW_MS) log.shift();
      const free = this.sent.map((log) => PER_MINUTE - log.length);
      if (free.reduce((a, b) => a + b, 0) >= count) {
        const assigned: number[] = [];
        while (assigned.length < count) {
          const most = free.indexOf(Math.max(...free));
          free[most]--;
          assigned.push(most);
        }
        return assigned;
      }
      // The oldest render of all leaves the window first; then look again.
      const oldest = Math.min(...this.sent.map((log) => log[0] ?? Infinity));
      const wait = Math.max(100, oldest + WINDOW_MS - now);
      this.waitedMs += wait;
      await sleep(wait);
    }
  }

  /** Counts a round's renders, once it is over. */
  spent(assigned: number[]): void {
    const now = Date.now();
    for (const account of assigned) this.sent[account].push(now);
  }
}

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
 * Both paths in alternating rounds (a few api renders, then as many raw ones, the order
 * swapped every round), so a change in the machine's load during the run, or a pause for the
 * render limit, weighs on both alike instead of on whichever ran second.
 */
async function compare(
  concurrency: number,
  budget: RenderBudget,
  viaApi: (account: number) => Promise<void>,
  raw: () => Promise<void>,
): Promise<{ api: Stats; raw: Stats }> {
  const apiSample = new Sample();
  const rawSample = new Sample();
  const perRound = Math.max(ROUND, concurrency);
  for (let done = 0, round = 0; done < REQUESTS; done += perRound, round++) {
    const count = Math.min(perRound, REQUESTS - done);
    const accounts = await budget.reserve(count);
    let next = 0;
    const apiRound = async () => {
      await runBatch(apiSample, concurrency, count, () => viaApi(accounts[next++]));
      budget.spent(accounts);
    };
    const rawRound = () => runBatch(rawSample, concurrency, count, raw);
    if (round % 2 === 0) {
      await apiRound();
      await rawRound();
    } else {
      await rawRound();
      await apiRound();
    }
  }
  return { api: apiSample.stats(), raw: rawSample.stats() };
}

async function api(path: string, token: string, body: unknown): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `${path}: ${response.status} ${await response.text()}` +
        (response.status === 429
          ? `\n  The bench paces renders to ${PER_MINUTE} a minute per workspace; if the app ` +
            `runs with another EXPORTS_PER_MINUTE, set BENCH_PDF_PER_MINUTE to it.`
          : ''),
    );
  }
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

/** The account's invoice of `lines` lines: the one kept from an earlier run, else a new one. */
async function invoiceOf(account: BenchAccount, lines: number): Promise<Record<string, unknown>> {
  const key = `invoice${lines}`;
  const keptId = account.kept[key];
  if (keptId) {
    const response = await fetch(`${BASE_URL}/api/invoices/${keptId}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    if (response.ok) return ((await response.json()) as { data: Record<string, unknown> }).data;
  }
  const { data } = await post(BASE_URL, '/api/invoices', invoice(lines), account.token);
  await keepWithAccount(BASE_URL, account, { [key]: String(data.id) });
  return data;
}

async function main(): Promise<void> {
  const accounts: BenchAccount[] = [];
  for (let i = 1; i <= ACCOUNTS; i++) {
    accounts.push(await benchAccount(BASE_URL, `pdf-${i}`, { plan: 'business' }));
  }
  const budget = new RenderBudget(accounts.length);

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
    `The api's renders are spread over ${accounts.length} Business workspaces and paced to ` +
      `${PER_MINUTE} a minute each (its EXPORTS_PER_MINUTE); rates count rendering time only.`,
  );
  console.log(
    'lines  conc  api/s   raw/s   api p50  raw p50  api p95  raw p95  p50 ratio  throughput',
  );
  const started = performance.now();
  for (const lines of [10, 100]) {
    const records = await Promise.all(accounts.map((account) => invoiceOf(account, lines)));
    // Every workspace's invoice is the same document; the baseline renders the first one's.
    const doc = invoiceDocument(records[0], false);
    const html = documentHtml(doc);
    const options = {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(doc),
      preferCSSPageSize: true,
    };
    const viaApi = async (index: number) => {
      const response = await api('/api/pdf/invoice', accounts[index].token, {
        id: records[index].id,
      });
      await response.arrayBuffer();
    };
    for (let i = 0; i < WARMUP; i++) {
      const [index] = await budget.reserve(1);
      await viaApi(index);
      budget.spent([index]);
      await pool.renderPdf(html, options);
    }
    for (const concurrency of CONCURRENCY) {
      const { api: viaApiStats, raw } = await compare(concurrency, budget, viaApi, async () => {
        await pool.renderPdf(html, options);
      });
      console.log(
        [
          String(lines).padEnd(5),
          String(concurrency).padEnd(4),
          viaApiStats.perSecond.toFixed(1).padStart(6),
          raw.perSecond.toFixed(1).padStart(7),
          `${viaApiStats.p50.toFixed(0)} ms`.padStart(8),
          `${raw.p50.toFixed(0)} ms`.padStart(8),
          `${viaApiStats.p95.toFixed(0)} ms`.padStart(8),
          `${raw.p95.toFixed(0)} ms`.padStart(8),
          `${(viaApiStats.p50 / raw.p50).toFixed(2)}×`.padStart(10),
          `${((viaApiStats.perSecond / raw.perSecond) * 100).toFixed(0)}%`.padStart(11),
        ].join(' '),
      );
    }
  }
  await pool.onApplicationShutdown();
  const total = (performance.now() - started) / 1000;
  console.log(
    `\nTargets: api p50 within 1.3× of raw, at least 80 % of raw throughput. ` +
      `Run took ${total.toFixed(0)} s, ${(budget.waitedMs / 1000).toFixed(0)} s of it waiting ` +
      `for the render limit.`,
  );
}

await main();
