/**
 * What the HTTP benchmarks share: their own app from the built api, and a POST that waits out
 * the create limit of a plain `npm start`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
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
