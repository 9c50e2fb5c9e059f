// npm test: the set-up of npm start (dependencies, Chromium and its fonts, PostgreSQL, Redis),
// then every suite, a summary table, and as the very last line `tests: N passed, N failed`.
//   --only <suite>[,<suite>]   run just these suites
//   --skip <suite>[,<suite>]   run all but these
// scale-out, e2e and embedded run from dist, so selecting one selects build too unless it is skipped.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, startApp } from './lib/app.mjs';
import { createDatabase, databaseUrl, dropDatabase, findAdminUrl } from './lib/database.mjs';
import {
  applyDefaults,
  ensureChromium,
  ensureDependencies,
  ensureFonts,
  ensurePdfTools,
} from './lib/env.mjs';
import { ensureEInvoiceSef } from './lib/e-invoice-sef.mjs';
import { fail, formatDuration, log, redactUrl, SetupError, warn } from './lib/log.mjs';
import { E2E_STRIPE_SECRET_KEY, startFakeStripeAccounts } from './lib/fake-stripe-accounts.mjs';
import { setupMail } from './lib/mail.mjs';
import { freePort, isPortOpen, waitForHealth } from './lib/ports.mjs';
import { onShutdown, run, runMain, shutdown, spawnChild } from './lib/processes.mjs';
import { deleteKeys, setupRedis } from './lib/redis.mjs';

const SUITES = [
  'lint',
  'typecheck',
  'unit',
  'service',
  'integration',
  'build',
  'scale-out',
  'e2e',
  'embedded',
];
/** The suites that run the built app. */
const FROM_DIST = ['scale-out', 'e2e', 'embedded'];
const USAGE = `usage: node scripts/test.mjs [--only <suite>[,<suite>]] [--skip <suite>[,<suite>]]
suites: ${SUITES.join(', ')}`;

// What the set-up found; suites that need a missing piece fail with the reason.
const found = { tmp: null, adminUrl: null, chromium: null, redisError: null };
/** The build and the short suites from dist, which run beside the integration files. */
let besideIntegration = Promise.resolve();

const suites = {
  lint: () => nxCheck('lint'),
  typecheck: () => nxCheck('typecheck'),
  unit: unitTests,
  service: serviceTests,
  integration: integrationTests,
  build: () => nxCheck('build'),
  'scale-out': scaleOutTests,
  e2e: browserTests,
  embedded: embeddedCheck,
};

async function main() {
  const started = Date.now();
  const selected = selectSuites();
  applyDefaults();
  await ensureDependencies();
  await setUp(selected);

  const results = new Map();
  const runSelected = (...names) =>
    Promise.all(names.filter((name) => selected.has(name)).map((name) => runSuite(name, results)));
  // Two cores: lint and typecheck share them. The integration files mostly wait on PostgreSQL
  // and Redis, so the build and the two short suites that run from dist (scale-out, embedded)
  // go beside them; the integration suite's timed file waits for those, then runs alone.
  await runSelected('lint', 'typecheck');
  await runSelected('unit');
  await runSelected('service');
  const fromDist = async (names) => {
    for (const name of names) {
      if (!selected.has(name)) continue;
      if (results.get('build')?.failed > 0) {
        results.set(name, { passed: 0, failed: 1, ms: 0, note: 'build failed' });
      } else await runSuite(name, results);
    }
  };
  besideIntegration = (async () => {
    await runSelected('build');
    await fromDist(['scale-out', 'embedded']);
  })();
  await Promise.all([runSelected('integration'), besideIntegration]);
  await fromDist(['e2e']);
  // Stop what set-up started (a redis-server) first: the totals must be the last line printed.
  await shutdown();
  return printSummary(results, Date.now() - started);
}

function selectSuites() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { only: { type: 'string' }, skip: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const only = parseList(values.only) ?? SUITES;
  const skip = parseList(values.skip) ?? [];
  const selected = new Set(only.filter((name) => !skip.includes(name)));
  if (FROM_DIST.some((name) => selected.has(name)) && !skip.includes('build')) {
    selected.add('build');
  }
  return selected;
}

function parseList(value) {
  if (value === undefined) return undefined;
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SUITES.includes(name));
  if (unknown.length > 0) fail(`unknown suite ${unknown.join(', ')}\n${USAGE}`);
  return names;
}

/** Finds what the selected suites need, without stopping on what is missing. */
async function setUp(selected) {
  const needs = (...names) => names.some((name) => selected.has(name));
  found.tmp = await mkdtemp(join(tmpdir(), 'dealdraft-test-'));
  onShutdown(() => rm(found.tmp, { recursive: true, force: true }));
  // The e-invoice validator's stylesheets: compiled once (about a minute), then reused.
  if (needs('unit', 'service', 'integration', 'build', 'scale-out', 'e2e', 'embedded')) {
    await ensureEInvoiceSef({ quiet: true });
  }
  if (needs('service', 'integration', 'e2e', 'scale-out')) {
    found.chromium = await ensureChromium();
    // The PDF tests read renders back with pdftotext and pdffonts and expect every script in them.
    await ensureFonts();
    // The integration tests and the journeys read PDFs back with pdftotext.
    if (needs('integration') || needs('e2e')) await ensurePdfTools();
    found.adminUrl = await findAdminUrl();
    if (found.adminUrl) log('setup', `PostgreSQL for tests: ${redactUrl(found.adminUrl)}`);
    else warn('setup', 'no PostgreSQL server answers: integration and browser tests will fail');
  }
  if (needs('integration', 'e2e', 'embedded', 'scale-out')) {
    try {
      await setupRedis();
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      found.redisError = error.message;
      warn('setup', error.message);
    }
  }
}

async function runSuite(name, results) {
  log('test', `${name}: starting`);
  const started = Date.now();
  let result;
  try {
    result = await suites[name]();
  } catch (error) {
    // A suite that cannot run counts as one failure; the other suites still run.
    const expected = error instanceof SetupError;
    process.stderr.write(`[${name}] error: ${expected ? error.message : error.stack}\n`);
    result = { passed: 0, failed: 1, note: error.message, failures: [`${name}: ${error.message}`] };
  }
  const ms = Date.now() - started;
  results.set(name, { ...result, ms });
  log('test', `${name}: ${result.passed} passed, ${result.failed} failed in ${formatDuration(ms)}`);
}

/** An Nx target over every project, counted as one check. */
async function nxCheck(target) {
  const code = await run(target, 'npx', ['nx', 'run-many', '-t', target]);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function unitTests() {
  // Two workers on two cores, where jest's default leaves one core to its idle parent process:
  // 1m30s became 52s. The three runs go side by side: one after another, each ended on its
  // slowest file with a core idle (73 s of test time took 1m16s).
  const workers = '--maxWorkers=2';
  const runs = [
    ['unit:domain', ['-c', 'libs/domain/jest.config.js', workers]],
    ['unit:api', ['-c', 'apps/api/jest.config.js', '--selectProjects', 'unit', workers]],
    ['unit:web', ['-c', 'jest.config.cjs', workers], { cwd: 'apps/web' }],
  ];
  return sum(await Promise.all(runs.map(([name, args, options]) => jest(name, args, options))));
}

/** Services against the real database, each test rolled back (apps/api/test/support/service-context.ts). */
async function serviceTests() {
  requirePostgres('service tests');
  return jest(
    'service',
    [
      '-c',
      'apps/api/jest.config.js',
      '--selectProjects',
      'service',
      '--maxWorkers=2',
      '--forceExit',
    ],
    { env: { ...process.env, TEST_DATABASE_ADMIN_URL: found.adminUrl } },
  );
}

/** The timed test (/api/health within 200 ms while expensive requests run): alone, after the rest. */
const TIMED_INTEGRATION_FILE = 'apps/api/test/event-loop.integration-spec.ts';

async function integrationTests() {
  requirePostgres('integration tests');
  requireRedis();
  const dataDir = await mkdtemp(join(found.tmp, 'integration-data-'));
  // --forceExit: an app booted against a closed Redis port leaves ioredis reconnect sockets
  // behind for ~20 s after close; the assertions are done by then.
  const common = ['-c', 'apps/api/jest.config.js', '--forceExit'];
  // The api's jest global setup makes and drops a throwaway database through this URL.
  const options = {
    env: { ...process.env, TEST_DATABASE_ADMIN_URL: found.adminUrl, DATA_DIR: dataDir },
  };
  // Three workers, each with a database of its own (test/support/global-setup.ts): 2m26s
  // instead of 7m44s on two cores. They once went back to one, when the e-mail suite's
  // worker.close() hung under that load: a job's SMTP pool was closed before its worker, and
  // a closed pool never answers; workers now close first (LoggedWorkerHost). The files run in
  // batches (test/support/batches.ts, which leaves the timed file out): a batch loads the api
  // once rather than once per file, about three minutes of CPU less.
  const parallel = await jest(
    'integration',
    [...common, '--selectProjects', 'integration-batches', '--maxWorkers=3'],
    options,
  );
  if (!existsSync(TIMED_INTEGRATION_FILE)) return parallel;
  // Timed against a wall clock: the other files' load on the same cores would fail it, and so
  // would the suites that run beside this one.
  await besideIntegration;
  const timed = await jest(
    'integration:timed',
    [...common, '--selectProjects', 'integration', '--maxWorkers=1', '--', TIMED_INTEGRATION_FILE],
    options,
  );
  return sum([parallel, timed]);
}

/**
 * Two apis and two workers from dist on one database and one Redis prefix, behind a round-robin
 * proxy (apps/api/test/scale-out): the suite makes and removes its own database, Redis keys,
 * DATA_DIR and SMTP peer.
 */
async function scaleOutTests() {
  requirePostgres('scale-out tests');
  requireRedis();
  if (!found.chromium) fail('scale-out tests render PDFs, and no Chromium was found or installed');
  // --forceExit: as for the integration tests, ioredis sockets may linger a moment after close.
  const args = ['-c', 'apps/api/test/scale-out/jest.config.js', '--forceExit'];
  return jest('scale-out', args, {
    env: { ...process.env, TEST_DATABASE_ADMIN_URL: found.adminUrl },
  });
}

/** Runs jest with a JSON report and counts its tests. */
async function jest(name, args, options = {}) {
  const reportFile = join(found.tmp, `${name.replace(':', '-')}.json`);
  // The report flags go first: args may end in `-- <file>`, after which flags are file names.
  const jestArgs = ['jest', '--json', `--outputFile=${reportFile}`, ...args];
  const code = await run(name, 'npx', jestArgs, options);
  const report = await readJson(reportFile);
  if (!report) {
    return { passed: 0, failed: 1, note: `${name}: jest wrote no report (exit ${code})` };
  }
  // A test file that fails to load, or a run that finds no tests, fails no single test.
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return {
    passed: report.numPassedTests,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    failures: jestFailures(name, report),
  };
}

/** Each failed test (or test file that did not load) as `suite › title: first error line`. */
function jestFailures(name, report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push(`${name} › ${file.name}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

function firstLine(text = '') {
  // Strip ANSI colours; the first non-empty line is the assertion or the error's message.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  return line.trim().slice(0, 300);
}

/**
 * The Playwright suite against the built app: a throwaway database, api + worker on a free port
 * with their own DATA_DIR and BullMQ prefix, all removed afterwards.
 */
async function browserTests() {
  requirePostgres('browser tests');
  requireRedis();
  if (!found.chromium) fail('browser tests need Chromium, and none was found or installed');
  const stamp = Date.now();
  const database = `dealdraft_e2e_${stamp}`;
  // The browser tests send e-mails: unless SMTP_URL names a server, MailDev takes them. It is
  // one of the processes shutdown() stops; SMTP_URL is put back so later suites do not see it.
  const ownSmtpUrl = process.env.SMTP_URL;
  const inbox = await setupMail();
  // Where a workspace's own Stripe keys are checked: a stand-in, as there is no network.
  const stripe = await startFakeStripeAccounts();
  // Chosen once MailDev and the Stripe stand-in listen: a free port asked for before them could
  // be the one one of them then took (seen: the api exited on MailDev's web port).
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    WEB_ORIGIN: `http://localhost:${port}`,
    DATA_DIR: await mkdtemp(join(found.tmp, 'e2e-data-')),
    QUEUE_PREFIX: `e2e-${stamp}`,
    // Request lines would drown the browser suite's own output.
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl(found.adminUrl, database),
    // Every browser test signs up from 127.0.0.1; the per-IP limit itself is an integration test.
    SIGNUPS_PER_IP_PER_HOUR: '200',
    STRIPE_API_BASE: stripe.url,
    // The recurring journey waits for the sweep to issue an invoice: every 10 s, not 5 min.
    RECURRING_SWEEP_EVERY_MS: '10000',
  };
  await createDatabase(found.adminUrl, database);
  let app;
  try {
    await migrate(env);
    app = await startApp(env);
    const reportFile = join(found.tmp, 'e2e.json');
    // E2E_ARGS narrows the browser suite while working on it, e.g. E2E_ARGS="tests/email.spec.ts".
    const only = process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? [];
    const code = await run('e2e', 'npx', ['playwright', 'test', ...only], {
      cwd: 'e2e',
      // E2E_DATABASE_URL lets a test lift its user to a paid plan (there is no admin UI for that).
      env: {
        ...process.env,
        E2E_BASE_URL: app.url,
        E2E_JSON_REPORT: reportFile,
        E2E_DATABASE_URL: env.DATABASE_URL,
        // MailDev's web API, where a test reads the e-mails the worker sent (invitations).
        ...(inbox ? { E2E_MAIL_URL: inbox } : {}),
        E2E_STRIPE_SECRET_KEY,
      },
    });
    return countPlaywright(await readJson(reportFile), code);
  } finally {
    await app?.stop();
    await stripe.stop();
    if (ownSmtpUrl === undefined) delete process.env.SMTP_URL;
    await dropDatabase(found.adminUrl, database).catch((error) =>
      warn('e2e', `could not drop database ${database}: ${error.message}`),
    );
    await deleteKeys(process.env.REDIS_URL, env.QUEUE_PREFIX).catch((error) =>
      warn('e2e', `could not delete Redis keys ${env.QUEUE_PREFIX}:*: ${error.message}`),
    );
  }
}

function countPlaywright(report, code) {
  if (!report) {
    const note = `no JSON report (exit ${code}): does the config write E2E_JSON_REPORT?`;
    return { passed: 0, failed: 1, note };
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  // errors: failures outside any test (config, global setup).
  const failed = unexpected + (report.errors?.length ?? 0);
  const failures = [];
  const flakyTitles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      const title = [...path, spec.title].join(' › ');
      for (const test of spec.tests ?? []) {
        const errors = (test.results ?? []).flatMap((result) => result.errors ?? []);
        if (test.status === 'unexpected') {
          failures.push(`e2e › ${title}: ${firstLine(errors[0]?.message)}`);
        } else if (test.status === 'flaky') {
          flakyTitles.push(
            `e2e (flaky, passed on retry) › ${title}: ${firstLine(errors[0]?.message)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) failures.push(`e2e: ${firstLine(error.message)}`);
  return {
    passed: expected + flaky,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    note: flaky > 0 ? `${flaky} flaky` : undefined,
    failures: [...failures, ...flakyTitles],
  };
}

/**
 * With no PostgreSQL to be found, npm start must fall back to PGlite, migrate, answer health with
 * the database up, and exit cleanly on SIGTERM. Runs the real start script against the built app.
 */
async function embeddedCheck() {
  const port = await freePort();
  const env = {
    ...process.env,
    DEALDRAFT_PG_PROBE: 'off',
    DATA_DIR: await mkdtemp(join(found.tmp, 'embedded-data-')),
    PORT: String(port),
    // Boot lines would push the summary out of a CI log's tail.
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  // What start.mjs would derive itself must not leak in from this environment.
  for (const name of ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'WEB_ORIGIN']) delete env[name];
  const start = spawnChild('embedded', process.execPath, ['scripts/start.mjs', '--no-build'], {
    env,
  });
  let health;
  let stopCode;
  try {
    health = await waitForHealth(`http://localhost:${port}/api/health`, {
      // First PGlite start runs initdb, then every migration on WebAssembly PostgreSQL.
      timeoutMs: 180_000,
      gaveUp: start.exited.then((code) => `start.mjs exited with code ${code}`),
    });
  } finally {
    stopCode = await start.stop();
  }
  if (stopCode !== 0) fail(`start.mjs exited with code ${stopCode} on SIGTERM`);
  if (health.body?.data?.database !== 'up') {
    fail(`health answered ${JSON.stringify(health.body)}: database is not up`);
  }
  if (await isPortOpen(port)) fail(`port ${port} still answers after start.mjs exited`);
  return { passed: 1, failed: 0 };
}

function requirePostgres(what) {
  if (found.adminUrl) return;
  fail(
    `${what} need a real PostgreSQL server (embedded PGlite cannot host them): none answers at ` +
      '127.0.0.1:5432. Start one (Debian: apt-get install postgresql), or set ' +
      'TEST_DATABASE_ADMIN_URL (or DATABASE_URL) to a server.',
  );
}

function requireRedis() {
  if (found.redisError) fail(found.redisError);
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

function sum(results) {
  return results.reduce(
    (total, { passed, failed, note, failures }) => ({
      passed: total.passed + passed,
      failed: total.failed + failed,
      note: [total.note, note].filter(Boolean).join('; ') || undefined,
      failures: [...total.failures, ...(failures ?? [])],
    }),
    { passed: 0, failed: 0, failures: [] },
  );
}

/** The table, then the totals line, which must be the last line printed. */
function printSummary(results, wallMs) {
  const rows = SUITES.filter((name) => results.has(name)).map((name) => {
    const { passed, failed, ms, note } = results.get(name);
    return [name, String(passed), String(failed), formatDuration(ms), note ?? ''];
  });
  const total = sum([...results.values()]);
  const totalRow = [
    'total',
    String(total.passed),
    String(total.failed),
    formatDuration(wallMs),
    '',
  ];
  const lines = [['suite', 'passed', 'failed', 'time', 'note'], ...rows, totalRow].map(
    ([name, passed, failed, time, note]) =>
      `${name.padEnd(12)}${passed.padStart(8)}${failed.padStart(8)}${time.padStart(9)}  ${note}`.trimEnd(),
  );
  // What failed, just above the table: a CI log is often read from its tail only.
  const failures =
    total.failures.length > 0 ? `\nfailures:\n  ${total.failures.join('\n  ')}\n` : '';
  process.stdout.write(
    `${failures}\n${lines.join('\n')}\n\ntests: ${total.passed} passed, ${total.failed} failed\n`,
  );
  return total.failed > 0 ? 1 : 0;
}

runMain('test', main, { signalExitCode: 130 });
