/**
 * The hot reads, side by side with a bare server. autocannon at 50 connections against the app
 * and against bench/baseline.ts (node:http + pg: the same statements, the same token check, the
 * same envelope, nothing else), in alternating rounds so both see the same machine:
 *
 *   REST  GET /api/proposals, GET /api/invoices         one user's 50 of each
 *   GraphQL proposals(first: 50), invoices(first: 50)  the web app's own documents
 *   GET /api/stats, GraphQL search                     a workspace with 10,000 of each
 *
 * Then memory: the api's RSS before and after a 60 s load, and each 5 s until it is back under
 * 200 MB (for at most a minute); the worker's and Chromium's PSS (Chromium's processes share
 * pages, so their RSS would count the same pages many times).
 *
 * Each case prints its rounds, the medians, app/bare throughput and the targets: at least 50 %
 * of the bare server's throughput, p99 under 100 ms (lists) or p95 under 50 ms (stats, search).
 *
 * Without BENCH_URL it starts its own app from the built api (npm run build first) on a
 * throwaway database, removed afterwards. With BENCH_URL (a plain `npm start`), it needs the
 * app's database (BENCH_DATABASE_URL, else DATABASE_URL, else the local `dealdraft`) and JWT
 * secret (BENCH_JWT_SECRET, else $DATA_DIR/jwt-secret, else .data/jwt-secret): the baseline
 * checks the app's own tokens. Its two accounts are kept (own-app.ts, benchAccount) and signed in to on
 * the next run, so repeated runs neither meet the sign-up limit nor seed again. The 10,000 rows
 * are copied in SQL from the user's own documents, as the plan's allowance and the create limit
 * (rightly) stop that many creates.
 *
 * Run: npm run bench -- list   (BENCH_URL, BENCH_LIST_CONNECTIONS, BENCH_LIST_WARMUP_SECONDS,
 *      BENCH_LIST_ROUND_SECONDS, BENCH_LIST_ROUNDS, BENCH_LIST_ONLY=proposals,stats,…,
 *      BENCH_LIST_MEMORY=0 to skip the memory run)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addTypenameToDocument } from '@apollo/client/utilities';
import autocannon from 'autocannon';
import {
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  parse,
  print,
  visit,
} from 'graphql';
import pg from 'pg';
import { benchAccount, post, startOwnApp } from './own-app';
import { appProcesses, median, procKb } from './processes';

const ROOT = join(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_LIST_WARMUP_SECONDS ?? 5);
const ROUND_S = Number(process.env.BENCH_LIST_ROUND_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 3);
const ONLY = process.env.BENCH_LIST_ONLY?.split(',').filter(Boolean);
const LOAD_S = 60;
const ROWS = 50;
const BIG_ROWS = 10_000;
const RSS_TARGET_MB = 200;

const CLIENTS = [
  ['Globex Corporation', 'Globex', 'hank@globex.example', '1 Globex Way, Cypress Creek, OR 97015'],
  ['Initech', 'Initech LLC', 'bill@initech.example', '4120 Freidrich Ln, Austin, TX 78744'],
  ['Umbrella Health', 'Umbrella', 'ops@umbrella.example', '9 Raccoon St, Raccoon City'],
  ['Stark Industries', 'Stark', 'pepper@stark.example', '10880 Malibu Point, Malibu, CA'],
  ['Wayne Foundation', 'Wayne Ent.', 'lucius@wayne.example', '1007 Mountain Dr, Gotham'],
  ['Acme Bakery', 'Acme', 'orders@acme-bakery.example', '22 Flour Lane, Springfield'],
  ['Hooli', 'Hooli Inc.', 'gavin@hooli.example', '1 Hacker Way, Palo Alto, CA'],
] as const;
const TITLES = [
  'Website redesign',
  'Brand identity refresh',
  'Mobile app discovery',
  'E-commerce migration',
  'Quarterly SEO retainer',
  'Annual report design',
  'Customer portal MVP',
];
const LINES = [
  ['Discovery workshop', 1200.5, 1],
  ['Page templates', 350, 4],
  ['Copywriting, per page', 180, 6],
  ['Design sprint', 950.25, 2],
  ['Content migration', 75, 12],
  ['QA and launch support', 640, 1],
  ['Hosting, per month', 19.99, 12],
] as const;
const SCOPE =
  'We start with a discovery workshop with your team to agree goals, audiences and constraints.\n\n' +
  'Then we design and build the agreed pages in two-week iterations, each ending with a review. ' +
  'Content is migrated from the current site and checked page by page before launch.';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
const lines = (i: number) =>
  Array.from({ length: 2 + (i % 4) }, (_, k) => LINES[(i + k) % LINES.length]);

function proposal(i: number, prefix: string) {
  const [clientName, clientCompany, clientEmail, clientAddress] = CLIENTS[i % CLIENTS.length];
  return {
    clientName,
    clientCompany,
    clientEmail,
    clientAddress,
    proposalTitle: `${TITLES[i % TITLES.length]} ${2026 + (i % 2)}`,
    proposalNumber: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    proposalDate: day(i % 20),
    expirationDate: day((i % 20) + 30),
    services: lines(i).map(([description, price, quantity]) => ({ description, price, quantity })),
    companyName: 'Studio Ada',
    companyEmail: 'ada@studio.example',
    companyAddress: '12 Analytical St, London',
    companyPhone: '+44 20 7946 0000',
    paymentTerms: '50% upfront, 50% on delivery',
    additionalTerms: 'Two rounds of revisions included.',
    scope: SCOPE,
    status: (['draft', 'sent', 'accepted', 'rejected'] as const)[i % 4],
  };
}

function invoice(i: number, prefix: string) {
  const [clientName, , clientEmail, clientAddress] = CLIENTS[i % CLIENTS.length];
  return {
    businessName: 'Studio Ada',
    businessEmail: 'ada@studio.example',
    businessAddress: '12 Analytical St, London',
    businessPhone: '+44 20 7946 0000',
    businessNumber: 'GB123456789',
    clientName,
    clientEmail,
    clientAddress,
    clientPhone: '+1 555 0100',
    invoiceNumber: `${prefix}-${String(i + 1).padStart(3, '0')}`,
    invoiceDate: day(i % 20),
    dueDate: day((i % 20) + 30),
    paymentTerms: 'Net 30',
    lineItems: lines(i).map(([description, rate, quantity]) => ({
      description,
      extraDetails: i % 2 === 0 ? 'See the attached timesheet' : undefined,
      rate,
      quantity,
    })),
    notes: 'Thank you for your business.',
    status: (['draft', 'sent', 'paid'] as const)[i % 3],
  };
}

async function count(db: pg.Pool, table: string, workspaceId: string): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`,
    [workspaceId],
  );
  return rows[0].n;
}

/**
 * 10,000 of each in the big workspace: copies of its own seven documents of each kind (so their
 * clients, money and lines are the app's own), numbered apart and spread over 14 months.
 */
async function seedBig(db: pg.Pool, workspaceId: string): Promise<void> {
  const copy = async (table: string, numberColumn: string) => {
    const { rows } = await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
          AND column_name NOT IN ('id', '${numberColumn}', 'created_at', 'updated_at')`,
      [table],
    );
    const names = rows.map((row: { column_name: string }) => `"${row.column_name}"`);
    const [columns, copied] = [names.join(', '), names.map((name) => `s.${name}`).join(', ')];
    const existing = await count(db, table, workspaceId);
    await db.query(
      `INSERT INTO ${table} (id, ${numberColumn}, created_at, updated_at, ${columns})
       SELECT gen_random_uuid(), 'BIG-' || n, now() - n * interval '1 hour' / 24,
              now() - n * interval '1 hour' / 24, ${copied}
         FROM generate_series(1, $2::int) AS n
         JOIN LATERAL (SELECT * FROM ${table} t WHERE t.workspace_id = $1
                        ORDER BY t.created_at OFFSET (n % $3::int) LIMIT 1) s ON true`,
      [workspaceId, BIG_ROWS - existing, existing],
    );
  };
  await copy('proposals', 'proposal_number');
  await copy('invoices', 'invoice_number');
  await db.query('ANALYZE proposals; ANALYZE invoices');
}

// ---------------------------------------------------------------------------------------------
// GraphQL documents: the web app's own, as its Apollo Client sends them.

const WEB_SRC = join(ROOT, 'apps/web/src');

/**
 * The query text the web sends for the operation in `queryFile`: with the fragments it spreads
 * (from any of the web's .graphql files, as graphql-codegen finds them), and with `__typename`
 * in every selection set, which Apollo Client 4's cache adds before printing.
 */
function webQuery(queryFile: string): string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.graphql')) continue;
    for (const definition of parse(readFileSync(join(WEB_SRC, file), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  const query = parse(readFileSync(join(WEB_SRC, queryFile), 'utf8'));
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || needed.has(spread.name.value)) return;
        needed.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  collect(query);
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...query.definitions, ...needed.values()],
  };
  return print(addTypenameToDocument(document));
}

// ---------------------------------------------------------------------------------------------
// Measuring.

interface Request {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}
interface Case {
  name: string;
  label: string;
  token: () => string;
  app: Request;
  bare: Request;
  /** The latency target: p99 for the lists, p95 for stats and search. */
  percentile: 'p95' | 'p99';
  limitMs: number;
}
interface Round {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytes: number;
}

async function cannon(request: Request, token: string, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    body: request.body,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      authorization: `Bearer ${token}`,
      ...(request.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    // autocannon's percentiles: p97.5 is the nearest it reports above 95.
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

const cells = (round: Omit<Round, 'bytes' | 'errors'>) =>
  [
    round.perSecond.toFixed(0).padStart(7),
    `${round.p50.toFixed(0)} ms`.padStart(8),
    `${round.p95.toFixed(0)} ms`.padStart(8),
    `${round.p99.toFixed(0)} ms`.padStart(8),
  ].join('  ');

interface Outcome {
  name: string;
  app: Omit<Round, 'bytes' | 'errors'>;
  bare: Omit<Round, 'bytes' | 'errors'>;
  ratio: number;
  met: boolean;
  target: string;
}

/**
 * Waits until PostgreSQL runs no statement but ours, then a moment more. A round ends when
 * autocannon stops, but the statements its last requests started go on: after the bare server's
 * stats round, 50 of them at over a second each. Without this, the next round (app or bare)
 * would begin against a busy database and pay for the previous one in its latencies.
 */
async function settle(db: pg.Pool): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE state = 'active' AND pid <> pg_backend_pid() AND datname = current_database()`,
    );
    if (rows[0].busy === 0) break;
    await sleep(100);
  }
  await sleep(500);
}

async function measure(test: Case, db: pg.Pool): Promise<Outcome> {
  const token = test.token();
  const check = async (request: Request) => {
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      body: request.body,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) {
      throw new Error(`${test.name}: ${response.status} ${text.slice(0, 300)}`);
    }
    return text.length;
  };
  const [appBytes, bareBytes] = [await check(test.app), await check(test.bare)];
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\n${test.label}\n  app ${(appBytes / 1000).toFixed(1)} kB, bare ${(bareBytes / 1000).toFixed(1)} kB` +
      ` a response (load average ${load})`,
  );
  await cannon(test.app, token, WARMUP_S);
  await settle(db);
  await cannon(test.bare, token, WARMUP_S);
  console.log('  round       req/s       p50       p95       p99');
  const app: Round[] = [];
  const bare: Round[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    for (const [label, request, rounds] of [
      ['app', test.app, app],
      ['bare', test.bare, bare],
    ] as const) {
      await settle(db);
      const round = await cannon(request, token, ROUND_S);
      rounds.push(round);
      const errors = round.errors ? `  ${round.errors} errors/non-2xx` : '';
      console.log(`  ${`${label} ${r}`.padEnd(8)}  ${cells(round)}${errors}`);
    }
  }
  const summary = (rounds: Round[]) => ({
    perSecond: median(rounds.map((round) => round.perSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p95: median(rounds.map((round) => round.p95)),
    p99: median(rounds.map((round) => round.p99)),
  });
  const [appMedian, bareMedian] = [summary(app), summary(bare)];
  const ratio = appMedian.perSecond / bareMedian.perSecond;
  const latency = appMedian[test.percentile];
  const met = ratio >= 0.5 && latency < test.limitMs && app.every((round) => !round.errors);
  const target = `≥ 50 % of bare, ${test.percentile} < ${test.limitMs} ms`;
  console.log(`  ${'app med'.padEnd(8)}  ${cells(appMedian)}`);
  console.log(`  ${'bare med'.padEnd(8)}  ${cells(bareMedian)}`);
  console.log(
    `  app/bare ${(ratio * 100).toFixed(0)} %, ${test.percentile} ${latency.toFixed(0)} ms: ` +
      `${met ? 'met' : 'NOT met'} (${target})`,
  );
  return { name: test.name, app: appMedian, bare: bareMedian, ratio, met, target };
}

// ---------------------------------------------------------------------------------------------
// Memory.

const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

async function memory(baseUrl: string, token: string, proposalId: string): Promise<string[]> {
  const port = new URL(baseUrl).port || '80';
  // One PDF first, so Chromium is up and counted.
  await fetch(`${baseUrl}/api/pdf/proposal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: proposalId }),
  }).then((response) => response.arrayBuffer());
  const { api, worker, chromium } = appProcesses(port);
  if (!api) return [`memory: no api process with PORT=${port} on this machine (a remote app?)`];
  const rss = () => procKb(api, 'status', 'VmRSS');
  const out: string[] = [];
  const before = rss();
  console.log(`\nMemory: api RSS ${mb(before)} before a ${LOAD_S} s load of GET /api/proposals`);
  await cannon({ url: `${baseUrl}/api/proposals` }, token, LOAD_S);
  const after = rss();
  console.log(`  right after: ${mb(after)}`);
  let settled = after;
  let waited = 0;
  while (waited < 60 && settled >= RSS_TARGET_MB * 1024) {
    await sleep(5000);
    waited += 5;
    settled = rss();
    console.log(`  +${waited} s: ${mb(settled)}`);
  }
  const met = settled < RSS_TARGET_MB * 1024;
  out.push(
    `api RSS ${mb(before)} before, ${mb(after)} after ${LOAD_S} s of load, ${mb(settled)} ` +
      `${waited} s later: ${met ? 'met' : 'NOT met'} (< ${RSS_TARGET_MB} MB within a minute)`,
  );
  const pss = (pid: number) => procKb(pid, 'smaps_rollup', 'Pss');
  if (worker) out.push(`worker PSS ${mb(pss(worker))}`);
  out.push(
    chromium.length
      ? `Chromium PSS ${mb(chromium.reduce((sum, pid) => sum + pss(pid), 0))} (${chromium.length} processes)`
      : 'Chromium: not running',
  );
  return out;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const require = createRequire(import.meta.url);
  const lib = (name: string) => import(join(ROOT, 'scripts/lib', name));
  let jwtSecret: string;
  let databaseUrl: string;
  if (!process.env.BENCH_URL) {
    jwtSecret = randomBytes(32).toString('hex');
    // startOwnApp passes the environment on to the app.
    process.env.JWT_SECRET = jwtSecret;
  }
  const own = process.env.BENCH_URL ? null : await startOwnApp();
  const baseUrl = process.env.BENCH_URL ?? own!.url;
  if (own) {
    databaseUrl = own.databaseUrl;
    jwtSecret = process.env.JWT_SECRET!;
  } else {
    const { databaseUrl: withName, findAdminUrl } = await lib('database.mjs');
    databaseUrl =
      process.env.BENCH_DATABASE_URL ??
      process.env.DATABASE_URL ??
      withName(await findAdminUrl(), 'dealdraft');
    const secretFile = join(process.env.DATA_DIR ?? join(ROOT, '.data'), 'jwt-secret');
    jwtSecret =
      process.env.BENCH_JWT_SECRET ??
      (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
    if (!jwtSecret)
      throw new Error(`no JWT secret: set BENCH_JWT_SECRET (${secretFile} is missing)`);
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const { freePort } = await lib('ports.mjs');
  const barePort: number = await freePort();
  const { STATS_SQL } = require(join(ROOT, 'apps/api/dist/stats/stats.sql.js'));
  const bareProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'baseline.ts')],
    {
      env: {
        ...process.env,
        BASELINE_PORT: String(barePort),
        BASELINE_DATABASE_URL: databaseUrl,
        BASELINE_JWT_SECRET: jwtSecret,
        BASELINE_STATS_SQL: STATS_SQL,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => bareProcess.stdout!.once('data', resolve));
  const bareUrl = `http://127.0.0.1:${barePort}`;

  try {
    // Kept for the next run against the same app; an app of the bench's own goes with the run.
    const options = { plan: 'business', keep: !own } as const;
    const small = await benchAccount(baseUrl, 'list', options);
    const big = await benchAccount(baseUrl, 'list-big', options);

    for (let i = await count(db, 'proposals', small.workspaceId); i < ROWS; i++)
      await post(baseUrl, '/api/proposals', proposal(i, 'PROP-BENCH'), small.token);
    for (let i = await count(db, 'invoices', small.workspaceId); i < ROWS; i++)
      await post(baseUrl, '/api/invoices', invoice(i, 'INV-BENCH'), small.token);
    if ((await count(db, 'proposals', big.workspaceId)) < BIG_ROWS) {
      for (let i = await count(db, 'proposals', big.workspaceId); i < 7; i++)
        await post(baseUrl, '/api/proposals', proposal(i, 'PROP-SEED'), big.token);
      for (let i = await count(db, 'invoices', big.workspaceId); i < 7; i++)
        await post(baseUrl, '/api/invoices', invoice(i, 'INV-SEED'), big.token);
      console.log(`Copying to ${BIG_ROWS.toLocaleString('en')} proposals and invoices…`);
      await seedBig(db, big.workspaceId);
    }

    const gql = (document: string, variables: Record<string, unknown>): Request => ({
      url: `${baseUrl}/graphql`,
      method: 'POST',
      body: JSON.stringify({ query: document, variables }),
    });
    const cases: Case[] = [
      {
        name: 'proposals',
        label: `REST GET /api/proposals: ${ROWS} rows`,
        token: () => small.token,
        app: { url: `${baseUrl}/api/proposals` },
        bare: { url: `${bareUrl}/proposals` },
        percentile: 'p99',
        limitMs: 100,
      },
      {
        name: 'gql-proposals',
        label: `GraphQL proposals(first: ${ROWS}): the web list's query`,
        token: () => small.token,
        app: gql(webQuery('features/proposals/graphql/proposals.graphql'), { first: ROWS }),
        bare: { url: `${bareUrl}/proposals?limit=${ROWS}` },
        percentile: 'p99',
        limitMs: 100,
      },
      {
        name: 'invoices',
        label: `REST GET /api/invoices: ${ROWS} rows`,
        token: () => small.token,
        app: { url: `${baseUrl}/api/invoices` },
        bare: { url: `${bareUrl}/invoices` },
        percentile: 'p99',
        limitMs: 100,
      },
      {
        name: 'gql-invoices',
        label: `GraphQL invoices(first: ${ROWS}): the web list's query`,
        token: () => small.token,
        app: gql(webQuery('features/invoices/graphql/invoices.graphql'), { first: ROWS }),
        bare: { url: `${bareUrl}/invoices?limit=${ROWS}` },
        percentile: 'p99',
        limitMs: 100,
      },
      {
        name: 'stats',
        label: `REST GET /api/stats: ${BIG_ROWS.toLocaleString('en')} proposals and invoices`,
        token: () => big.token,
        app: { url: `${baseUrl}/api/stats` },
        bare: { url: `${bareUrl}/stats` },
        percentile: 'p95',
        limitMs: 50,
      },
      {
        name: 'search',
        label: `GraphQL search(term: "glob", first: 5) over ${BIG_ROWS.toLocaleString('en')} of each`,
        token: () => big.token,
        app: gql(webQuery('features/search/graphql/search-documents.graphql'), {
          term: 'glob',
          first: 5,
        }),
        bare: { url: `${bareUrl}/search?term=glob&first=5` },
        percentile: 'p95',
        limitMs: 50,
      },
    ];
    console.log(
      `Hot reads, ${baseUrl}${own ? ' (started by the bench)' : ''} vs a bare node:http + pg ` +
        `server; autocannon ${CONNECTIONS} connections, bearer token; ${WARMUP_S} s warm-up each, ` +
        `then ${ROUNDS} alternating rounds of ${ROUND_S} s (p95 is autocannon's p97.5)`,
    );
    const outcomes: Outcome[] = [];
    for (const test of cases) {
      if (ONLY && !ONLY.includes(test.name)) continue;
      outcomes.push(await measure(test, db));
    }
    const { rows } = await db.query(
      'SELECT id FROM proposals WHERE workspace_id = $1 ORDER BY created_at LIMIT 1',
      [small.workspaceId],
    );
    const memoryLines =
      process.env.BENCH_LIST_MEMORY === '0' ? [] : await memory(baseUrl, small.token, rows[0].id);

    // The bare server's latencies beside the app's: at 50 connections a latency is mostly the
    // queue, so they show what this machine allows at all.
    console.log(
      '\nSummary (medians)              req/s app  req/s bare  app/bare   p95    p99  bare p95  p99',
    );
    for (const outcome of outcomes) {
      console.log(
        [
          outcome.name.padEnd(30),
          outcome.app.perSecond.toFixed(0).padStart(10),
          outcome.bare.perSecond.toFixed(0).padStart(11),
          `${(outcome.ratio * 100).toFixed(0)} %`.padStart(9),
          `${outcome.app.p95.toFixed(0)}`.padStart(5),
          `${outcome.app.p99.toFixed(0)}`.padStart(6),
          `${outcome.bare.p95.toFixed(0)}`.padStart(9),
          `${outcome.bare.p99.toFixed(0)}`.padStart(4),
          ` ${outcome.met ? 'met' : 'NOT met'}`,
        ].join(' '),
      );
    }
    for (const line of memoryLines) console.log(line);
  } finally {
    bareProcess.kill();
    await db.end();
    await own?.stop();
  }
}

await main();
