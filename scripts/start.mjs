// npm start: everything a fresh clone needs (dependencies, the compiled e-invoice stylesheets,
// Chromium and its fonts, PostgreSQL or PGlite, Redis, build, migrations), then api + worker
// until Ctrl-C. Every step reuses what exists, so a second start is quick. Options: --no-build
// runs the existing dist.
import { parseArgs } from 'node:util';
import { buildAll, migrate, startApp } from './lib/app.mjs';
import { setupDatabase } from './lib/database.mjs';
import {
  applyDefaults,
  ensureChromium,
  ensureDependencies,
  ensureFonts,
  exportEnv,
} from './lib/env.mjs';
import { ensureEInvoiceSef } from './lib/e-invoice-sef.mjs';
import { fail, log, warn } from './lib/log.mjs';
import { isPortOpen } from './lib/ports.mjs';
import { runMain } from './lib/processes.mjs';
import { setupMail } from './lib/mail.mjs';
import { setupRedis } from './lib/redis.mjs';

const USAGE = 'usage: node scripts/start.mjs [--no-build] [--dev]';

async function main() {
  const options = parseOptions();
  // development is local mode: the api serves the built SPA too.
  applyDefaults({ nodeEnv: 'development' });
  const port = Number(process.env.PORT || 3000);
  // The SPA comes from the api itself, so the browser's origin is the api's.
  exportEnv({ PORT: port, WEB_ORIGIN: process.env.WEB_ORIGIN || `http://localhost:${port}` });
  if (options.dev) warn('start', '--dev (watch mode) is not available yet: running the build');

  if (await isPortOpen(port)) {
    fail(`port ${port} is in use (is Dealdraft already running?); set PORT to use another`);
  }
  await ensureDependencies();
  // The e-invoice validator's stylesheets, compiled once (about a minute) and then reused.
  await ensureEInvoiceSef({ quiet: true });
  await ensureChromium();
  await ensureFonts();
  await setupDatabase();
  await setupRedis();
  const inbox = await setupMail();
  if (options.build) await buildAll();
  await migrate();
  const app = await startApp();

  log('start', `Dealdraft is running at ${app.url}`);
  log('start', `GraphQL: ${app.url}/graphql`);
  if (inbox) log('start', `E-mail inbox (MailDev): ${inbox}`);
  log('start', 'Ctrl-C stops it');
  // Resolves only if api or worker ends by itself (after a signal, runMain owns the exit).
  fail(`${await app.exited}: stopping`);
}

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: { 'no-build': { type: 'boolean' }, dev: { type: 'boolean' } },
    });
    return { build: !values['no-build'], dev: values.dev === true };
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
}

runMain('start', main);
