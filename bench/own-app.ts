/**
 * What the HTTP benchmarks share: their own app from the built api, a POST that waits out the
 * create limit of a plain `npm start`, and accounts kept across runs (benchAccount), so a bench
 * run against `npm start` signs in instead of signing up and never meets the sign-up limit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = join(import.meta.dirname, '..');

export interface RunningApp {
  url: string;
  /** Its database, for benches that seed rows or run a baseline against the same data. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Our own api + worker from apps/api/dist, as the browser suite starts them (scripts/test.mjs). */
export async function startOwnApp(): Promise<RunningApp> {
  // The repo's start scripts are plain .mjs without types; these are the parts used here.
  const lib = (name: string) => import(join(ROOT, 'scripts/lib', name));
  const { migrate, startApp } = await lib('app.mjs');
  const { createDatabase, databaseUrl, dropDatabase, findAdminUrl } = await lib('database.mjs');
  const { freePort } = await lib('ports.mjs');
  const { deleteKeys } = await lib('redis.mjs');
  const { shutdown } = await lib('processes.mjs');

  const adminUrl: string | null = await findAdminUrl();
  if (!adminUrl) throw new Error('no PostgreSQL found: start one, or give BENCH_URL');
  // The start scripts name apps/api/dist relative to the repository root.
  process.chdir(ROOT);
  const stamp = Date.now();
  const database = `dealdraft_bench_${stamp}`;
  const port: number = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-app-'));
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: String(port),
    WEB_ORIGIN: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    QUEUE_PREFIX: `bench-${stamp}`,
    // One request line per request would flood the output (and cost the api time to write).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATABASE_URL: databaseUrl(adminUrl, database),
    // 100 creates in a row; the create limit itself is an integration test.
    CREATES_PER_MINUTE: process.env.CREATES_PER_MINUTE ?? '1000',
  };
  await createDatabase(adminUrl, database);
  let app: { url: string; stop(): Promise<unknown> };
  try {
    await migrate(env);
    app = await startApp(env);
  } catch (error) {
    await shutdown();
    await dropDatabase(adminUrl, database);
    throw error;
  }
  return {
    url: app.url,
    databaseUrl: env.DATABASE_URL,
    async stop() {
      await app.stop();
      await dropDatabase(adminUrl, database).catch((error: Error) =>
        console.error(`could not drop database ${database}: ${error.message}`),
      );
      await deleteKeys(env.REDIS_URL, env.QUEUE_PREFIX).catch((error: Error) =>
        console.error(`could not delete Redis keys ${env.QUEUE_PREFIX}:*: ${error.message}`),
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST JSON; a 429 (the create limit of a plain `npm start`) waits for Retry-After and retries. */
export async function post(baseUrl: string, path: string, body: unknown, token?: string) {
  for (;;) {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 429 && path !== '/api/auth/signup') {
      const wait = Number(response.headers.get('retry-after') ?? 10);
      console.log(`  ${path}: 429 (${text.slice(0, 80)}); waiting ${wait}s`);
      await sleep(wait * 1000);
      continue;
    }
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as { data: Record<string, unknown> };
  }
}

export interface BenchAccount {
  label: string;
  email: string;
  password: string;
  token: string;
  /** As the web app keeps it after a sign-in (lib/session.ts). */
  user: { id: string; name: string; email: string; role: string };
  workspaceId: string;
  /** What a bench kept with this account on an earlier run (keepWithAccount): fixtures' ids. */
  kept: Record<string, string>;
}

interface KeptAccount {
  email: string;
  password: string;
  kept?: Record<string, string>;
}

/** One file per app (BENCH_URL): the accounts the benches made there, by label. */
export function accountsFile(baseUrl: string): string {
  const key = createHash('sha256').update(baseUrl).digest('hex').slice(0, 16);
  return join(tmpdir(), `dealdraft-bench-accounts-${key}.json`);
}

async function readAccounts(baseUrl: string): Promise<Record<string, KeptAccount>> {
  try {
    return JSON.parse(await readFile(accountsFile(baseUrl), 'utf8')) as Record<string, KeptAccount>;
  } catch {
    return {};
  }
}

/** Writes one after another: two read-change-writes at once would lose one's change. */
let writes: Promise<void> = Promise.resolve();

function writeAccount(baseUrl: string, label: string, account: KeptAccount): Promise<void> {
  const write = writes.then(async () => {
    const accounts = await readAccounts(baseUrl);
    accounts[label] = account;
    await writeFile(accountsFile(baseUrl), JSON.stringify(accounts, null, 2), { mode: 0o600 });
  });
  writes = write.catch(() => undefined);
  return write;
}

type UserWithToken = BenchAccount['user'] & { token: string };

const workspaceOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { wid: string }).wid;

/**
 * The bench's account `label` on the app at `baseUrl`: signed in to when an earlier run made
 * it (kept in the OS temp dir, see accountsFile), made once otherwise. A plain `npm start`
 * allows ten sign-ups an hour from one network, which fresh accounts per run would soon use up.
 * `plan: 'business'` lifts it to the Business plan through the simulated checkout the app
 * offers without Stripe keys (as under npm start), or keeps it there once it is. `keep: false`
 * (an app of the bench's own, gone after the run) makes a fresh account and keeps nothing.
 */
export async function benchAccount(
  baseUrl: string,
  label: string,
  options: { plan?: 'business'; keep?: boolean } = {},
): Promise<BenchAccount> {
  const keep = options.keep ?? true;
  const kept = keep ? (await readAccounts(baseUrl))[label] : undefined;
  let signedIn: UserWithToken | null = null;
  if (kept) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: kept.email, password: kept.password }),
    });
    const text = await response.text();
    if (response.ok) signedIn = (JSON.parse(text) as { data: UserWithToken }).data;
    // 401: the account is gone (the app's database was made anew); anything else is a problem.
    else if (response.status !== 401) {
      throw new Error(`sign-in as ${kept.email}: ${response.status} ${text}`);
    }
  }
  let account: KeptAccount;
  if (kept && signedIn) account = kept;
  else {
    account = {
      email: `bench.${label}.${Date.now()}@example.com`,
      password: randomBytes(12).toString('hex'),
    };
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${label}`, ...account }),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(
        `sign-up of bench account "${label}": ${response.status} ${text}` +
          (response.status === 429
            ? `\n  The app's sign-up limit per network is used up for the hour. Accounts are kept ` +
              `in ${accountsFile(baseUrl)} and signed in to on later runs, so this happens only ` +
              `while new ones are made.`
            : ''),
      );
    }
    signedIn = (JSON.parse(text) as { data: UserWithToken }).data;
    if (keep) await writeAccount(baseUrl, label, account);
  }
  const { token, id, name, email, role } = signedIn;
  if (options.plan) await keepPlan(baseUrl, token, options.plan);
  return {
    label,
    email: account.email,
    password: account.password,
    token,
    user: { id, name, email, role },
    workspaceId: workspaceOf(token),
    kept: account.kept ?? {},
  };
}

/** Keeps `values` (fixtures' ids) with the account, for the next run to find. */
export async function keepWithAccount(
  baseUrl: string,
  account: BenchAccount,
  values: Record<string, string>,
): Promise<void> {
  account.kept = { ...account.kept, ...values };
  await writeAccount(baseUrl, account.label, {
    email: account.email,
    password: account.password,
    kept: account.kept,
  });
}

/** The plan through the simulated checkout; a 409 means the workspace is on it already. */
async function keepPlan(baseUrl: string, token: string, plan: 'business'): Promise<void> {
  const response = await fetch(`${baseUrl}/api/subscription/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      plan,
      successUrl: `${baseUrl}/payment-success`,
      cancelUrl: `${baseUrl}/payment-decline`,
    }),
  });
  if (response.status === 409) return;
  const text = await response.text();
  if (!response.ok) throw new Error(`subscribe to ${plan}: ${response.status} ${text}`);
  const checkout = (JSON.parse(text) as { data: { url: string } }).data;
  const session = new URL(checkout.url).searchParams.get('session');
  if (!session) {
    throw new Error(
      `subscribe to ${plan}: a Stripe checkout (${checkout.url}), not the simulated one`,
    );
  }
  await post(baseUrl, '/api/subscription/simulated/pay', { session }, token);
}
