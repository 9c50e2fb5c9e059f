// The app itself: build, migrate, and run api + worker from apps/api/dist.
import { existsSync } from 'node:fs';
import { fail } from './log.mjs';
import { waitForHealth } from './ports.mjs';
import { runOrFail, spawnChild } from './processes.mjs';

const API_MAIN = 'apps/api/dist/main.js';
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
 * Starts api and worker with `env` (which sets PORT) and waits until /api/health answers 200.
 * Returns { url, exited, stop }: `exited` resolves with a reason when either process ends.
 */
export async function startApp(env = process.env, { healthTimeoutMs = 60_000 } = {}) {
  for (const file of [API_MAIN, WORKER_MAIN]) {
    if (!existsSync(file)) fail(`${file} is missing: build first (npm run build)`);
  }
  const processes = [
    spawnChild('api', process.execPath, [API_MAIN], { env }),
    spawnChild('worker', process.execPath, [WORKER_MAIN], { env: workerEnv(env) }),
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
 * On one host api and worker cannot share a metrics port (docs/operations.md, Metrics): the
 * worker takes the next one, 9465 by default; 0 keeps both off.
 */
function workerEnv(env) {
  const port = Number(env.METRICS_PORT || 9464);
  return { ...env, METRICS_PORT: port === 0 || port >= 65535 ? '0' : String(port + 1) };
}
