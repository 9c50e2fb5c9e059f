import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * The integration files, run as a few batches when the whole suite runs (scripts/test.mjs).
 *
 * Jest gives every test file a module registry of its own, so each file loaded the whole api
 * (NestJS, TypeORM, Apollo, bullmq… about 2.6 s of CPU) before its first test: over seventy files,
 * three minutes of CPU on a two-core machine. A batch loads the api once and runs its files one
 * after another, each in a describe block of its own, so every file keeps its own hooks, app,
 * queues and mocks. A single file still runs alone through the `integration` project.
 */
export const BATCH_COUNT = 6;

/** Run alone after the rest, against a wall clock (scripts/test.mjs). */
const RUN_ALONE = new Set(['event-loop.integration-spec.ts']);

const TEST_DIR = join(__dirname, '..');

/**
 * The files of batch `index` (1-based): largest first, each to the lightest batch so far, so the
 * batches take about the same time and a new file joins one without anyone listing it.
 */
export function batchFiles(index: number): string[] {
  const files = readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.integration-spec.ts') && !RUN_ALONE.has(name))
    .map((name) => ({ path: join(TEST_DIR, name), size: statSync(join(TEST_DIR, name)).size }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  const batches = Array.from({ length: BATCH_COUNT }, () => ({ size: 0, paths: [] as string[] }));
  for (const file of files) {
    const lightest = batches.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.size += file.size;
    lightest.paths.push(file.path);
  }
  return batches[index - 1].paths;
}

/** Registers batch `index`'s files, each as it would run alone. */
export function runBatch(index: number): void {
  for (const path of batchFiles(index)) {
    describe(basename(path, '.integration-spec.ts'), () => {
      // What setup.ts gives each file: queues of its own, so a job one file leaves behind is
      // not picked up by the next file's worker.
      beforeAll(() => {
        process.env.QUEUE_PREFIX = `${process.env.QUEUE_PREFIX_BASE}-${randomBytes(3).toString('hex')}`;
      });
      afterAll(() => jest.restoreAllMocks());
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- registers the file's tests here
      require(path);
    });
  }
}
