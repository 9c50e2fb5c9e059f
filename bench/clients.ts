/**
 * Client autocomplete: the query behind `clients(search: …, first: 8)` over 10,000
 * clients of one workspace, timed from Node against PostgreSQL on this machine (the api adds a
 * constant of its own around it). Per round: 300 searches for 3-letter pieces of the seeded
 * names; prints p50, p95 and p99 of the page + count pair. Baseline in the same run: the same
 * searches with the trigram index ruled out (bitmap scans off), i.e. a scan of the workspace.
 *
 * Builds a throwaway database with the real migrations (npm run build first), seeds it, drops it.
 * Run: npm run bench -- clients   (BENCH_CLIENTS_ROWS, BENCH_CLIENTS_SEARCHES)
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_CLIENTS_ROWS ?? 10_000);
const SEARCHES = Number(process.env.BENCH_CLIENTS_SEARCHES ?? 300);
const ROOT = join(import.meta.dirname, '..');

const lib = (name: string) => import(join(ROOT, 'scripts/lib', name));
const { migrate } = await lib('app.mjs');
const { createDatabase, databaseUrl, dropDatabase, findAdminUrl } = await lib('database.mjs');

const FIRST = [
  'Zażółć',
  'Gęślą',
  'Jaźń',
  'Café',
  'Ørsted',
  'Hank',
  'Marge',
  'Bill',
  'Ada',
  'Grace',
];
const LAST = ['Scorpio', 'Simpson', 'Lumbergh', 'Lovelace', 'Hopper', 'Müller', 'Straße', 'Łódź'];
const COMPANY = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Crème Brûlée', 'Acme', 'Vandelay'];

/** The same fold as apps/api/src/database/search-key.ts (kept tiny here). */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(
      /[łøđðßæœþı]/g,
      (c) => ({ ł: 'l', ø: 'o', đ: 'd', ð: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' })[c]!,
    )
    .replace(/\s+/g, ' ')
    .trim();

const adminUrl: string | null = await findAdminUrl();
if (!adminUrl) throw new Error('no PostgreSQL found');
process.chdir(ROOT);
const name = `dealdraft_bench_clients_${Date.now()}`;
await createDatabase(adminUrl, name);
const url = databaseUrl(adminUrl, name);
try {
  await migrate({ ...process.env, DATABASE_URL: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const workspaceId = randomUUID();
  await client.query(`INSERT INTO workspaces (id, name) VALUES ($1, 'Bench')`, [workspaceId]);
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const person = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
    const company = `${COMPANY[(i * 3) % COMPANY.length]} ${i % 97}`;
    const email = `client${i}@${COMPANY[(i * 3) % COMPANY.length].toLowerCase().replace(/\W/g, '')}.example`;
    return { person, company, email, key: fold(`${person} ${company} ${email}`) };
  });
  await client.query(
    `INSERT INTO clients (workspace_id, name, company, email, search_key)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      workspaceId,
      rows.map((r) => r.person),
      rows.map((r) => r.company),
      rows.map((r) => r.email),
      rows.map((r) => r.key),
    ],
  );
  await client.query('ANALYZE clients');

  // What ClientsService.list asks: a page of first + 1, and the count.
  const page = `SELECT c.* FROM clients c WHERE c.workspace_id = $1 AND c.archived_at IS NULL
                   AND c.search_key LIKE $2 ORDER BY c.name ASC, c.id ASC LIMIT 9`;
  const count = `SELECT count(*) FROM clients c WHERE c.workspace_id = $1 AND c.archived_at IS NULL
                    AND c.search_key LIKE $2`;
  const terms = Array.from({ length: SEARCHES }, (_, i) => {
    const key = rows[(i * 7919) % rows.length].key;
    const at = (i * 13) % Math.max(1, key.length - 3);
    return key.slice(at, at + 3);
  });

  const round = async (label: string) => {
    const times: number[] = [];
    for (const term of terms) {
      const started = process.hrtime.bigint();
      await Promise.all([
        client.query(page, [workspaceId, `%${term}%`]),
        client.query(count, [workspaceId, `%${term}%`]),
      ]);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    console.log(`  ${label.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`);
  };

  console.log(
    `Client autocomplete over ${ROWS.toLocaleString('en-US')} clients, ${SEARCHES} searches of 3 letters:`,
  );
  await round('warm-up (not counted)');
  await round('trigram index (as shipped)');
  await client.query('SET enable_bitmapscan = off');
  await round('baseline: no trigram index');
  await client.query('RESET enable_bitmapscan');
  await round('trigram index, again');
  await client.end();
} finally {
  await dropDatabase(adminUrl, name);
}
