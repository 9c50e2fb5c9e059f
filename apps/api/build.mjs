// The api's build: src/**/*.ts to dist/**/*.js (with source maps) by swc, file by file.
// Types are checked by the typecheck target (src and test together), so the build does not
// check them again: tsc took 35-55 s here, swc a few. The test suites run the same swc output
// (jest's transform is configured alike), so what is shipped is what the tests ran.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const src = join(root, 'src');
const dist = join(root, 'dist');

/** As apps/api/jest.config.js transforms the code the tests run, plus source maps. */
const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: true,
  swcrc: false,
};

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function compile(file) {
  const out = join(dist, relative(src, file)).replace(/\.ts$/, '.js');
  const { code, map } = await transformFile(file, {
    ...SWC_OPTIONS,
    filename: file,
    outputPath: out,
    sourceFileName: relative(dirname(out), file),
  });
  await mkdir(dirname(out), { recursive: true });
  const mapName = `${out.split('/').pop()}.map`;
  await writeFile(out, `${code}\n//# sourceMappingURL=${mapName}\n`);
  if (map) await writeFile(`${out}.map`, map);
}

const started = Date.now();
// A file removed from src must not live on in dist.
await rm(dist, { recursive: true, force: true });
const files = await sourceFiles(src);
await Promise.all(files.map(compile));
console.log(`api: ${files.length} files compiled to dist in ${Date.now() - started} ms`);
