// Set-up shared by start, migrate and test: the repository root, environment defaults,
// dependencies, Chromium and its fonts. Node built-ins only: this runs before node_modules exists.
import { execFileSync } from 'node:child_process';
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
  // --prefer-offline: a package already in npm's cache is not asked for again (CI re-clones often).
  await runOrFail('npm', 'npm', [command, '--prefer-offline', '--no-audit', '--no-fund'], {
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
    await aptInstall(['chromium', 'fonts-liberation']);
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

/**
 * What PDFs need beyond Inter (embedded, Latin only): system fonts Chromium falls back to for the
 * other scripts. Each Debian package with the fontconfig patterns that find a font of it once it
 * is installed (`:lang=xx` matches only fonts covering that whole orthography). Hebrew, Arabic,
 * Cyrillic and Greek are also in DejaVu, so Thai and Hindi are what tell fonts-noto-core apart.
 */
const FONT_PACKAGES = [
  { name: 'fonts-noto-core', covers: 'Thai, Devanagari', patterns: [':lang=th', ':lang=hi'] },
  {
    name: 'fonts-noto-cjk',
    covers: 'Chinese, Japanese, Korean',
    patterns: [':lang=zh-cn', ':lang=ja', ':lang=ko'],
  },
  { name: 'fonts-noto-color-emoji', covers: 'emoji', patterns: ['Noto Color Emoji'] },
];

/** Installs Debian packages with apt-get; only when canInstallWithApt(). */
async function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrFail('apt', 'apt-get', ['update'], { env });
  await runOrFail('apt', 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    env,
  });
}

function hasFont(pattern) {
  try {
    return execFileSync('fc-list', [pattern, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false; // no fc-list means no fontconfig, so Chromium finds no system fonts either
  }
}

const missingFontPackages = () => FONT_PACKAGES.filter(({ patterns }) => !patterns.every(hasFont));

/**
 * Makes sure Chromium finds fonts for every script a document may be written in (CJK, Thai,
 * Devanagari, Hebrew, Arabic, colour emoji), installing Debian's Noto packages when we are root
 * on Debian. Without them those characters print as empty boxes. Returns whether all are there.
 */
export async function ensureFonts() {
  let missing = missingFontPackages();
  const describe = () => missing.map((font) => font.covers).join('; ');
  const names = () => missing.map((font) => font.name).join(' ');
  if (missing.length > 0 && canInstallWithApt()) {
    log('setup', `no fonts for ${describe()}: installing Debian packages ${names()}`);
    await aptInstall(missing.map((font) => font.name));
    missing = missingFontPackages();
  }
  if (missing.length === 0) return true;
  warn(
    'setup',
    `no fonts for ${describe()}: PDFs will print those characters as empty boxes. Install ` +
      `Debian's ${names()} (elsewhere: Noto Sans, Noto Sans CJK and Noto Color Emoji)`,
  );
  return false;
}

/**
 * pdftotext and pdffonts (Debian's poppler-utils), with which the PDF tests read what a render
 * printed and embedded. Installed like the fonts; returns whether both are on the PATH.
 */
export async function ensurePdfTools() {
  const present = () => which('pdftotext') !== null && which('pdffonts') !== null;
  if (!present() && canInstallWithApt()) {
    log('setup', 'no pdftotext/pdffonts: installing Debian package poppler-utils');
    await aptInstall(['poppler-utils']);
  }
  if (present()) return true;
  warn(
    'setup',
    'no pdftotext/pdffonts (Debian: apt-get install poppler-utils): PDF tests will fail',
  );
  return false;
}
