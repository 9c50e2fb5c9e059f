// Set-up shared by start, migrate and test: the repository root, environment defaults,
// dependencies and Chromium. Node built-ins only: this runs before node_modules exists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, warn } from './log.mjs';
import { isExecutable, runOrFail, which } from './processes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Sets variables in our environment, which every child inherits; undefined values are skipped. */
export function exportEnv(vars) {
  for (const [key, value] of Object.entries(vars)) {
    if (value !== undefined) process.env[key] = String(value);
  }
}

/**
 * Defaults every entry script shares: the repo root as working directory, Nx without daemon or
 * cloud, DATA_DIR under the repo, and NODE_ENV when `nodeEnv` is given and none is set.
 */
export function applyDefaults({ nodeEnv } = {}) {
  process.chdir(ROOT);
  exportEnv({
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    DATA_DIR: process.env.DATA_DIR || join(ROOT, '.data'),
    NODE_ENV: process.env.NODE_ENV || nodeEnv,
  });
}

/**
 * Installs dependencies when they are missing. npm writes node_modules/.package-lock.json at the
 * end of an install, so its absence also catches an install that was interrupted.
 */
export async function ensureDependencies() {
  if (existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) return;
  const command = existsSync(join(ROOT, 'package-lock.json')) ? 'ci' : 'install';
  log('setup', `dependencies missing: running npm ${command}`);
  await runOrFail('npm', 'npm', [command], {
    // Browsers are never downloaded: we drive the system's Chromium.
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function findChromium() {
  const paths = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium'].filter(Boolean);
  const onPath = () => ['chromium', 'chromium-browser', 'google-chrome'].map(which).find(Boolean);
  return paths.find(isExecutable) ?? onPath() ?? null;
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && which('apt-get') !== null;
}

/**
 * Finds Chromium, installing Debian's package when we are root on Debian and there is none, and
 * exports its path as PUPPETEER_EXECUTABLE_PATH (the api's PDFs) and CHROMIUM_PATH (Playwright).
 * Returns the path, or null when there is no Chromium to be had.
 */
export async function ensureChromium() {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured && !isExecutable(configured)) {
    warn('setup', `PUPPETEER_EXECUTABLE_PATH=${configured} is not an executable; looking further`);
  }
  let path = findChromium();
  if (!path && canInstallWithApt()) {
    log('setup', 'Chromium not found: installing Debian packages chromium and fonts-liberation');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await runOrFail('apt', 'apt-get', ['update'], { env });
    const packages = ['chromium', 'fonts-liberation'];
    await runOrFail('apt', 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      env,
    });
    path = findChromium();
  }
  if (!path) {
    warn(
      'setup',
      'no Chromium found (set PUPPETEER_EXECUTABLE_PATH, or install chromium): PDFs and browser tests will fail',
    );
    return null;
  }
  exportEnv({ PUPPETEER_EXECUTABLE_PATH: path, CHROMIUM_PATH: path });
  log('setup', `Chromium: ${path}`);
  return path;
}
