import { defineConfig, devices } from '@playwright/test';
import { availableParallelism, cpus } from 'node:os';

/**
 * How many cores are busy now, sampled over half a second. Not the load average: that trails the
 * last minute, and npm test starts this suite right after the integration suites have loaded
 * both cores, so a one-minute average read "busy" on an idle machine and ran the suite on one
 * worker at x6 (29 minutes).
 */
function busyCores(): number {
  const sample = () =>
    cpus().reduce(
      (sum, { times }) => ({
        idle: sum.idle + times.idle,
        total: sum.total + times.user + times.nice + times.sys + times.irq + times.idle,
      }),
      { idle: 0, total: 0 },
    );
  const before = sample();
  // A synchronous sleep that uses no CPU: the config is loaded synchronously.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  const after = sample();
  const total = after.total - before.total;
  if (total <= 0) return 0;
  return (1 - (after.idle - before.idle) / total) * availableParallelism();
}
let busy: number | undefined;
/** Sampled once, and only when a figure below is not set by hand (the workers get both). */
const busyNow = () => (busy ??= busyCores());

/**
 * How much slower than the machine the suite was written on this one is now: a short CPU
 * calibration (the same work took 23 ms of CPU there) times how oversubscribed its cores are
 * (busy cores per core): the first is a core's speed, the second how much of one a test gets.
 * Measured once in the runner; its workers read the same figure from the env, so every test
 * gets the same timeouts. E2E_SLOWDOWN sets it by hand.
 */
function slowdown(): number {
  const set = Number(process.env.E2E_SLOWDOWN);
  if (set >= 1) return set;
  const before = process.cpuUsage();
  let x = 0;
  for (let i = 0; i < 2_000_000; i++) x = (x + i * 7) % 1_000_003;
  const used = process.cpuUsage(before);
  // (x is read so the loop cannot be dropped as dead code.)
  const cpu = ((used.user + used.system) / 1000 + (x < 0 ? 1 : 0)) / CALIBRATION_MS;
  const load = busyNow() / availableParallelism();
  const factor = Math.min(
    MAX_SLOWDOWN,
    Math.max(MIN_SLOWDOWN, Math.max(1, cpu) * Math.max(1, load)),
  );
  process.env.E2E_SLOWDOWN = factor.toFixed(2);
  return factor;
}
const CALIBRATION_MS = 23;
/**
 * The load is read once, at start, but the suite raises it itself (its workers, the app, PDF
 * renders): a run measured idle at ×1 failed seven 5 s waits once other work joined. Waits never
 * go below 10 s; a passing test does not wait them out, so this costs only failures time.
 */
const MIN_SLOWDOWN = 2;
/** Beyond this a run is too starved to mean anything; its timeouts stop growing. */
const MAX_SLOWDOWN = 6;
const SLOWDOWN = slowdown();

/**
 * Browser workers: one per core left idle, plus one, at least one; E2E_WORKERS sets it. A test
 * spends much of its time waiting on the api, PostgreSQL and the worker's Chromium, which a
 * further worker fills: on the 2-core machine 3 workers ran the suite in 6m04s where 2 took
 * 6m36s, back to back. Fixed at the runner's measurement (E2E_WORKERS is set for its workers too).
 */
function workers(): number {
  const set = Number(process.env.E2E_WORKERS);
  if (set >= 1) return set;
  const cores = availableParallelism();
  const idle = Math.round(cores - busyNow());
  const count = Math.max(1, Math.min(cores, idle) + (idle >= 1 ? 1 : 0));
  process.env.E2E_WORKERS = String(count);
  return count;
}
const WORKERS = workers();
if (!process.env.TEST_WORKER_INDEX) {
  console.log(
    `e2e: ${WORKERS} workers, timeouts x${SLOWDOWN.toFixed(2)}` +
      (busy === undefined ? '' : ` (${busy.toFixed(2)} cores busy)`),
  );
}

/** The system Chromium: Playwright's own browser download is not available offline. */
const BROWSER = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
};

// The orchestration script (scripts/test.mjs) starts the app; this suite only drives a browser.
export default defineConfig({
  fullyParallel: true,
  workers: WORKERS,
  // One retry absorbs a stall of the loaded 2-core CI machine; scripts/test.mjs still lists every
  // test that needed it by name, so flakiness is seen and fixed rather than hidden.
  retries: 1,
  // Long forms filled under a loaded 2-core CI machine need more than the 30 s default.
  timeout: 90_000 * SLOWDOWN,
  // A page waits on the api (a response, a rendered row): 5 s on an idle machine, scaled.
  expect: { timeout: 5_000 * SLOWDOWN },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT || 'test-results/report.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3000',
    headless: true,
    trace: 'on-first-retry',
    actionTimeout: 15_000 * SLOWDOWN,
    navigationTimeout: 30_000 * SLOWDOWN,
  },
  // The feature tests, then the journeys: whole user flows through the screens, read back from
  // what the client receives (e2e/journeys/README.md).
  projects: [
    { name: 'chromium', testDir: './tests', use: BROWSER },
    { name: 'journeys', testDir: './journeys', use: BROWSER },
  ],
});
