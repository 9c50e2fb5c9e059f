import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { AddressInfo, createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'pg';
import { type QueueName, Queues } from '../../../src/queue/queues';
import { RoundRobinProxy, startRoundRobinProxy } from './proxy';

/**
 * Several api and worker processes of the BUILT app (apps/api/dist, started as scripts/lib/app.mjs
 * starts them) on one throwaway PostgreSQL database, one Redis prefix and one DATA_DIR, behind a
 * round-robin proxy. Everything is removed again by stop(), also after a failed start.
 */

/**
 * The checkout whose build runs: this one, or SCALE_OUT_APP_ROOT (a copy of a commit, built, with
 * this checkout's node_modules linked in) while the working tree does not build or boot.
 */
const ROOT = process.env.SCALE_OUT_APP_ROOT ?? resolve(__dirname, '../../../../..');
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
/** The api's node flags, as `npm start` and the image give them (scripts/lib/app.mjs). */
const API_NODE_FLAGS: string[] = JSON.parse(
  readFileSync(join(ROOT, 'scripts/lib/api-node-flags.json'), 'utf8'),
);
const WORKER_MAIN = join(ROOT, 'apps/api/dist/worker.js');
const MIGRATE_MAIN = join(ROOT, 'apps/api/dist/database/migrate.js');
const STOP_GRACE_MS = 8_000;

export interface Replica {
  /** api-a, api-b, worker-a, worker-b. */
  name: string;
  pid: number;
  /** `host:pid`: what the ping reports as its processor, and the BullMQ worker's name. */
  id: string;
  /** An api's own address (not through the proxy). */
  url: string;
  /** The exit code, or 128 + the signal's number. */
  exited: Promise<number>;
  /** SIGKILL to the process and what it started (Chromium): a crash, no shutdown hooks. */
  kill: () => Promise<number>;
}

export interface Cluster {
  apis: Replica[];
  workers: Replica[];
  proxy: RoundRobinProxy;
  /** The environment every process got. */
  env: Record<string, string>;
  db: Pool;
  redis: Redis;
  prefix: string;
  queue: (name: QueueName) => Queue;
  /** The queue's event stream (BullMQ keeps its last 10 000 events) as plain objects. */
  events: (name: QueueName) => Promise<Record<string, string>[]>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  apis: number;
  workers: number;
  /** Added to (and over) the base environment: limits, SMTP_URL, lock timings. */
  env: Record<string, string>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  for (const file of [API_MAIN, WORKER_MAIN, MIGRATE_MAIN]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  }
  const adminUrl =
    process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const stamp = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const database = `dealdraft_scale_${stamp}`;
  const prefix = `scale-${stamp}`;
  const undo: (() => Promise<unknown>)[] = [];
  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    for (const step of undo.reverse()) await step().catch(() => undefined);
  };
  // A jest worker that is torn down without afterAll still takes the processes with it.
  const killAll = () => children.forEach((child) => signalGroup(child.process, 'SIGKILL'));
  process.once('exit', killAll);
  undo.push(async () => process.off('exit', killAll));

  const started = Date.now();
  const took = (what: string) =>
    process.stderr.write(
      `[scale-out] ${what} after ${((Date.now() - started) / 1000).toFixed(1)}s\n`,
    );
  try {
    const admin = new Pool({ connectionString: adminUrl, max: 1 });
    await admin.query(`CREATE DATABASE "${database}"`);
    undo.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    });
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    const db = new Pool({ connectionString: databaseUrl.toString(), max: 4 });
    undo.push(() => db.end());

    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    undo.push(async () => {
      await deleteKeys(redis, prefix);
      redis.disconnect();
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'scale-out-'));
    undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const proxy = await startRoundRobinProxy();
    undo.push(() => proxy.close());

    const env: Record<string, string> = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      // One DATA_DIR, as one volume: the migration makes the local JWT secret every replica reads.
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '',
      WEB_ORIGIN: `http://localhost:${proxy.port}`,
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '5000',
      // Each process's metrics server would want the same default port on this one machine.
      METRICS_PORT: '0',
      ...options.env,
    };
    await migrate(env);
    took('database migrated');

    // The test's own queue handles (sweeps queued by hand, worker lists): BullMQ wants a
    // connection that waits for Redis rather than failing a command.
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    undo.push(async () => connection.disconnect());
    const queues = new Map<QueueName, Queue>();
    for (const name of Object.values(Queues))
      queues.set(name, new Queue(name, { connection, prefix }));
    undo.push(() => Promise.all([...queues.values()].map((queue) => queue.close())));

    const ports = await Promise.all(Array.from({ length: options.apis }, freePort));
    const letter = (index: number) => String.fromCharCode(97 + index);
    const apiChildren = ports.map((port, index) =>
      spawnChild(`api-${letter(index)}`, [...API_NODE_FLAGS, API_MAIN], {
        ...env,
        PORT: String(port),
      }),
    );
    const workerChildren = Array.from({ length: options.workers }, (_, index) =>
      spawnChild(`worker-${letter(index)}`, [WORKER_MAIN], env),
    );
    children.push(...apiChildren, ...workerChildren);
    const apis = apiChildren.map((child, index) =>
      child.replica(`http://127.0.0.1:${ports[index]}`),
    );
    const workers = workerChildren.map((child) => child.replica(''));
    proxy.route(apis.map((api, index) => ({ name: api.name, port: ports[index] })));

    const died = Promise.race(
      children.map((child) =>
        child.exited.then((code) => {
          throw new Error(`${child.name} exited with code ${code} while starting`);
        }),
      ),
    );
    await Promise.race([
      died,
      Promise.all([
        ...apis.map((api) => waitForHealth(api)),
        ...[...queues.values()].map((queue) => waitForWorkers(queue, workers)),
      ]),
    ]);
    died.catch(() => undefined);
    took(`${apis.length} apis and ${workers.length} workers ready`);

    return {
      apis,
      workers,
      proxy,
      env,
      db,
      redis,
      prefix,
      queue: (name) => queues.get(name)!,
      events: async (name) => {
        const entries = await redis.xrange(`${prefix}:${name}:events`, '-', '+');
        return entries.map(([, fields]) => {
          const event: Record<string, string> = {};
          for (let i = 0; i < fields.length; i += 2) event[fields[i]] = fields[i + 1];
          return event;
        });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number>;
  stop: () => Promise<number>;
  replica: (url: string) => Replica;
}

/**
 * A process group of its own, as scripts/lib/processes.mjs starts children: a kill reaches the
 * worker's Chromium too. Its warnings and errors (LOG_LEVEL=warn) are copied to stderr, prefixed.
 */
function spawnChild(name: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      // A 4xx is logged as a warning: the cases make plenty of them on purpose.
      if (!line.includes('"msg":"request completed"')) process.stderr.write(`[${name}] ${line}\n`);
    });
  }
  const exited = new Promise<number>((done) =>
    child.on('exit', (code, signal) =>
      done(code ?? 128 + (signal === 'SIGKILL' ? 9 : signal === 'SIGTERM' ? 15 : 0)),
    ),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return exited;
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const kill = async () => {
    signalGroup(child, 'SIGKILL');
    return exited;
  };
  return {
    name,
    process: child,
    exited,
    stop,
    replica: (url) => ({
      name,
      pid: child.pid!,
      id: `${hostname()}:${child.pid}`,
      url,
      exited,
      kill,
    }),
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function migrate(env: Record<string, string>): Promise<void> {
  const child = spawnChild('migrate', [MIGRATE_MAIN], env);
  const code = await child.exited;
  if (code !== 0) throw new Error(`migrations failed (exit ${code})`);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(api: Replica, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`${api.name} did not answer /api/health with 200 (last: ${last})`);
}

/**
 * Until each worker has a connection named for this queue: BullMQ names a worker's connections
 * `<prefix>:<queue>:w:<worker name>`, and the app names its workers host:pid.
 */
async function waitForWorkers(queue: Queue, workers: Replica[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await queue.getWorkers()).map((client) => String(client.rawname));
    if (workers.every((worker) => names.some((name) => name.endsWith(`:w:${worker.id}`)))) return;
    if (Date.now() > deadline) {
      throw new Error(`workers ${workers.map((w) => w.id)} not all on queue ${queue.name}`);
    }
    await sleep(200);
  }
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
  }
}
