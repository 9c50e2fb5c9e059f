// The app itself: build, migrate, and run api + worker from apps/api/dist.
import { existsSync, readFileSync } from 'node:fs';
import { fail } from './log.mjs';
import { waitForHealth } from './ports.mjs';
import { runOrFail, spawnChild, which } from './processes.mjs';

const API_MAIN = 'apps/api/dist/main.js';
/**
 * V8's young generation may grow to 32 MB a semi-space instead of 16. Fifty requests in flight
 * each hold a page of rows, models and JSON across their awaits, so with 16 MB much of that
 * survives two scavenges and is copied into the old generation, to be marked and swept there.
 * Measured with the list bench's loads, alternating: REST lists +9–20 %, GraphQL lists +8–11 %,
 * search +3–8 %, p99 lower. With it, V8 took 45–55 s after a load to give memory back (its
 * memory reducer waits for a collection, which an idle api's few objects were slow to cause),
 * so the api also gets `--expose-gc` for IdleHeapRelease (common/memory/idle-heap-release.ts),
 * which collects once when the event loop goes quiet after a busy spell. At 64 MB the lists
 * gained more, but V8 never gave the memory back on its own. Kept in api-node-flags.json, which
 * the scale-out suite's cluster reads too; the image and deploy/kubernetes start the api with
 * the same flags, and kubernetes-manifests.spec.ts checks that they do.
 */
const API_NODE_FLAGS = JSON.parse(
  readFileSync(new URL('./api-node-flags.json', import.meta.url), 'utf8'),
);
const WORKER_MAIN = 'apps/api/dist/worker.js';
export const MIGRATE_MAIN = 'apps/api/dist/database/migrate.js';

/** Builds every project; Nx replays cached outputs, so an unchanged tree builds in seconds. */
export function buildAll() {
  return runOrFail('build', 'npx', ['nx', 'run-many', '-t', 'build']);
}

/** Builds the api and what it depends on. */
export function buildApi() {
  return runOrFail('build', 'npx', ['nx', 'run', '@dealdraft/api:build']);
}

export function migrate(env = process.env) {
  return runOrFail('migrate', process.execPath, [MIGRATE_MAIN], { env });
}

/**
 * The worker's command at a lower CPU priority than the api, for `spawnChild('worker', …)`. Its
 * PDF renders (a Chromium per worker, a few hundred ms of CPU each) shared the cores with the api
 * at the same priority, and on a loaded machine a six-row list waited seconds behind them; the
 * api now comes first. Without CAP_SYS_NICE (setpriv drops it, for root too) neither the worker
 * nor the Chromium it launches can raise its priority back. Where setpriv or nice is missing,
 * the command runs as it was.
 */
function belowTheApi(command, args) {
  if (process.platform !== 'linux' || !which('setpriv') || !which('nice')) {
    return ['worker', command, args];
  }
  const dropNice = ['--bounding-set=-sys_nice', '--inh-caps=-sys_nice'];
  return ['worker', 'setpriv', [...dropNice, 'nice', '-n', '10', command, ...args]];
}

/**
 * Starts api and worker with `env` (which sets PORT) and waits until /api/health answers 200.
 * Returns { url, exited, stop }: `exited` resolves with a reason when either process ends.
 */
export async function startApp(env = process.env, { healthTimeoutMs = 60_000 } = {}) {
  for (const file of [API_MAIN, WORKER_MAIN]) {
    if (!existsSync(file)) fail(`${file} is missing: build first (npm run build)`);
  }
  const processes = [
    spawnChild('api', process.execPath, [...API_NODE_FLAGS, API_MAIN], {
      env: withMallocArenas(env),
    }),
    spawnChild(...belowTheApi(process.execPath, [WORKER_MAIN]), {
      env: withMallocArenas(workerEnv(env)),
    }),
  ];
  const exited = Promise.race(
    processes.map(({ name, exited }) => exited.then((code) => `${name} exited with code ${code}`)),
  );
  const stop = () => Promise.all(processes.map((child) => child.stop()));
  const url = `http://localhost:${env.PORT}`;
  try {
    await waitForHealth(`${url}/api/health`, { timeoutMs: healthTimeoutMs, gaveUp: exited });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, exited, stop };
}

/**
 * glibc gives each thread that allocates its own malloc arena (up to 8 per core), and Node has
 * several (libuv's pool, V8's helpers): memory freed in one arena is not reused by another, so
 * RSS stays high after a load. Two arenas, as Heroku and others advise for Node: measured with
 * `npm run bench -- list`, the api settled at 162 MB after the 60 s load instead of 196 MB, and
 * idled at 361 MB instead of 446 MB after the bench's setup, at the same throughput. The image
 * sets the same (Dockerfile); a value in the environment wins.
 */
function withMallocArenas(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}

/**
 * On one host api and worker cannot share a metrics port (docs/operations.md, Metrics): the
 * worker takes the next one, 9465 by default; 0 keeps both off.
 */
function workerEnv(env) {
  const port = Number(env.METRICS_PORT || 9464);
  return { ...env, METRICS_PORT: port === 0 || port >= 65535 ? '0' : String(port + 1) };
}
