/**
 * Lists: throughput of GET /api/proposals and GET /api/invoices for one user with 50 proposals and
 * 50 invoices, with autocannon at 50 connections and the user's bearer token. Per list: a 10 s
 * warm-up (not counted), then 3 rounds of 15 s; prints req/s, p50 and p99 of each round and the
 * median of the rounds.
 *
 * Without BENCH_URL it starts its own app from the built api (npm run build first): a throwaway
 * database on the local PostgreSQL, its own port, DATA_DIR and Redis key prefix, all removed
 * afterwards. With BENCH_URL it uses that app. Either way it makes exactly one account, so the
 * per-IP sign-up limit allows ten runs an hour, and lifts it to the Business plan through the
 * simulated checkout (so the app must have no Stripe key); creates that meet the per-user create
 * limit (429) wait and retry, so a plain `npm start` serves too.
 *
 * Run: npm run bench -- list   (BENCH_URL, BENCH_LIST_CONNECTIONS, BENCH_LIST_WARMUP_SECONDS,
 *      BENCH_LIST_ROUND_SECONDS, BENCH_LIST_ROUNDS, BENCH_LIST_ROWS)
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { post, startOwnApp } from './own-app';

const CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 50);
const WARMUP_S = Number(process.env.BENCH_LIST_WARMUP_SECONDS ?? 10);
const ROUND_S = Number(process.env.BENCH_LIST_ROUND_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 3);
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 50);

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

function proposal(i: number) {
  const [clientName, clientCompany, clientEmail, clientAddress] = CLIENTS[i % CLIENTS.length];
  return {
    clientName,
    clientCompany,
    clientEmail,
    clientAddress,
    proposalTitle: `${TITLES[i % TITLES.length]} ${2026 + (i % 2)}`,
    proposalNumber: `PROP-BENCH-${String(i + 1).padStart(3, '0')}`,
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

function invoice(i: number) {
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
    invoiceNumber: `INV-BENCH-${String(i + 1).padStart(3, '0')}`,
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

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(url: string, token: string, seconds: number): Promise<Round> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function row(label: string, round: Pick<Round, 'perSecond' | 'p50' | 'p99'>, errors = '') {
  return [
    label.padEnd(8),
    round.perSecond.toFixed(0).padStart(7),
    `${round.p50} ms`.padStart(9),
    `${round.p99} ms`.padStart(9),
    errors,
  ]
    .join('  ')
    .trimEnd();
}

async function main(): Promise<void> {
  const own = process.env.BENCH_URL ? null : await startOwnApp();
  const baseUrl = process.env.BENCH_URL ?? own!.url;
  try {
    const stamp = Date.now();
    const { data: user } = await post(baseUrl, '/api/auth/signup', {
      name: 'Bench List',
      email: `bench.list.${stamp}@example.com`,
      password: 'bench-password',
    });
    const token = String(user.token);
    // A trial allows 5 of each: the Business plan (100 of each) through the simulated checkout,
    // which the app offers whenever no Stripe key is set (as under npm start).
    const urls = {
      successUrl: `${baseUrl}/payment-success`,
      cancelUrl: `${baseUrl}/payment-decline`,
    };
    const { data: checkout } = await post(
      baseUrl,
      '/api/subscription/subscribe',
      { plan: 'business', ...urls },
      token,
    );
    const session = new URL(String(checkout.url)).searchParams.get('session');
    await post(baseUrl, '/api/subscription/simulated/pay', { session }, token);
    for (let i = 0; i < ROWS; i++) await post(baseUrl, '/api/proposals', proposal(i), token);
    for (let i = 0; i < ROWS; i++) await post(baseUrl, '/api/invoices', invoice(i), token);

    console.log(
      `Lists, ${baseUrl}${own ? ' (started by the bench)' : ''}: one user, ${ROWS} proposals and ` +
        `${ROWS} invoices; autocannon ${CONNECTIONS} connections, bearer token; ` +
        `${WARMUP_S}s warm-up, then ${ROUNDS} rounds of ${ROUND_S}s`,
    );
    for (const path of ['/api/proposals', '/api/invoices']) {
      const url = `${baseUrl}${path}`;
      const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await check.text();
      const count = (JSON.parse(body) as { data: unknown[] }).data.length;
      // Other work on the machine shows in the figures; the load average says how much there was.
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
      console.log(
        `\nGET ${path}: ${count} rows, ${(body.length / 1000).toFixed(1)} kB (load average ${load})`,
      );
      await cannon(url, token, WARMUP_S);
      console.log('round       req/s        p50        p99');
      const rounds: Round[] = [];
      for (let r = 1; r <= ROUNDS; r++) {
        const round = await cannon(url, token, ROUND_S);
        rounds.push(round);
        console.log(row(String(r), round, round.errors ? `${round.errors} errors/non-2xx` : ''));
      }
      console.log(
        row('median', {
          perSecond: median(rounds.map((round) => round.perSecond)),
          p50: median(rounds.map((round) => round.p50)),
          p99: median(rounds.map((round) => round.p99)),
        }),
      );
    }
  } finally {
    await own?.stop();
  }
}

await main();
