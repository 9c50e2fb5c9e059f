// The e-invoice validation stylesheets (apps/api/e-invoice-artefacts) compiled to SaxonJS's SEF
// once, by xslt3, into .sef/ beside them, which git keeps (14 MB that compress to 0.4 MB, where
// compiling took a minute of both cores on every fresh clone). Each compiled file is named by the
// SHA-256 of the XSLT and the compiler that made it: a changed source or a new xslt3 compiles
// again (commit the result), an unchanged tree costs a few hashes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDuration, log } from './log.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTEFACTS = join(ROOT, 'apps', 'api', 'e-invoice-artefacts');
/** The cache; the api reads index.json there (apps/api/src/e-invoices/validation). */
export const SEF_DIR = join(ARTEFACTS, '.sef');
// Two compiles at a time: the machines have two cores, and one compile holds up to 0.5 GB.
const PARALLEL = 2;

/** Compiles what is missing or stale, writes .sef/index.json, and removes what no source names. */
export async function ensureEInvoiceSef({ quiet = false } = {}) {
  const require = createRequire(join(ROOT, 'apps', 'api', 'package.json'));
  const xslt3 = require.resolve('xslt3/xslt3.js');
  const compiler = `xslt3@${require('xslt3/package.json').version}`;
  const sources = JSON.parse(await readFile(join(ARTEFACTS, 'stylesheets.json'), 'utf8'));
  await mkdir(SEF_DIR, { recursive: true });

  const entries = await Promise.all(
    Object.entries(sources).map(async ([name, path]) => {
      const sourceSha256 = sha256(await readFile(join(ARTEFACTS, path)));
      const key = sha256(`${compiler}\n${sourceSha256}`).slice(0, 16);
      return { name, path, sourceSha256, file: `${name}.${key}.sef.json` };
    }),
  );
  const missing = entries.filter((entry) => !existsSync(join(SEF_DIR, entry.file)));
  if (missing.length > 0) {
    const started = Date.now();
    log('sef', `compiling ${missing.map((entry) => entry.name).join(', ')} with ${compiler}`);
    const queue = [...missing];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await compile(xslt3, entry);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    log(
      'sef',
      `compiled ${missing.length} stylesheet(s) in ${formatDuration(Date.now() - started)}`,
    );
  } else if (!quiet) {
    log('sef', 'e-invoice stylesheets already compiled');
  }

  const index = Object.fromEntries(
    entries.map(({ name, path, sourceSha256, file }) => [
      name,
      { source: path, sourceSha256, file },
    ]),
  );
  await writeFile(
    join(SEF_DIR, 'index.json'),
    `${JSON.stringify({ compiler, stylesheets: index }, null, 2)}\n`,
  );
  const kept = new Set([...entries.map((entry) => entry.file), 'index.json']);
  // Another process's compile in progress (.partial) is left alone.
  for (const file of await readdir(SEF_DIR)) {
    if (file.endsWith('.sef.json') && !kept.has(file))
      await rm(join(SEF_DIR, file), { force: true });
  }
  return index;
}

async function compile(xslt3, { name, path, file }) {
  const started = Date.now();
  // Written beside the target and renamed, so an interrupted compile never leaves a partial SEF;
  // named by process, so two test files compiling at once on a fresh clone do not collide.
  const partial = join(SEF_DIR, `${file}.${process.pid}.partial`);
  const args = [
    xslt3,
    `-xsl:${join(ARTEFACTS, path)}`,
    `-export:${partial}`,
    '-nogo',
    '-relocate:on',
  ];
  const { code, output } = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  if (code !== 0) {
    await rm(partial, { force: true });
    throw new Error(`xslt3 could not compile ${path} (exit ${code}):\n${output}`);
  }
  await rename(partial, join(SEF_DIR, file));
  log('sef', `${name}: ${formatDuration(Date.now() - started)}`);
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}
