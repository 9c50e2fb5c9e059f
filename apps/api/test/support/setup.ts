import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { workerDatabaseName } from './worker-database';

// Integration tests boot real services; allow them more than jest's 5 s default.
jest.setTimeout(60_000);

// Each test file gets queues of its own: a job one file leaves behind (an e-mail enqueued by an
// app booted without a worker) must not be picked up, and waited for, by another file's worker.
process.env.QUEUE_PREFIX_BASE ??= process.env.QUEUE_PREFIX;
process.env.QUEUE_PREFIX = `${process.env.QUEUE_PREFIX_BASE}-${randomBytes(3).toString('hex')}`;

// Each jest worker has its own copy of the database (global-setup.ts) and its own data directory,
// so a file sees only what the files before it in the same worker left, never a file running
// beside it: the access suite, for one, checks that a refused call changed no row anywhere.
const worker = Number(process.env.JEST_WORKER_ID ?? 1);
if (process.env.TEST_DATABASE_NAME) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${workerDatabaseName(process.env.TEST_DATABASE_NAME, worker)}`;
  process.env.DATABASE_URL = url.toString();
}
// (process.env keeps only strings: an undefined assigned to it would become "undefined".)
if (process.env.DATA_DIR_BASE === undefined && process.env.DATA_DIR !== undefined) {
  process.env.DATA_DIR_BASE = process.env.DATA_DIR;
}
if (process.env.DATA_DIR_BASE !== undefined) {
  process.env.DATA_DIR = join(process.env.DATA_DIR_BASE, `worker-${worker}`);
}
