import { randomBytes } from 'node:crypto';
import type { GlobalConfig } from 'jest';
import { Client } from 'pg';
import { runMigrations } from '../../src/database/migrate';
import { workerDatabaseNames } from './worker-database';

/**
 * One throwaway database per run, migrated once, then copied for each jest worker: the files run
 * in two or more workers side by side, and each worker's files meet only the rows of the files
 * before them, one at a time, as they would in a single process (setup.ts points each worker at
 * its copy). The names are handed to the workers and the teardown through the env.
 */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const adminUrl =
    process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dealdraft_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    await runMigrations(url.toString());
    // A copy of a migrated database is a file copy: much faster than migrating each one.
    for (const copy of workerDatabaseNames(name, globalConfig.maxWorkers)) {
      await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
    }
  } finally {
    await admin.end();
  }
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_WORKERS = String(globalConfig.maxWorkers);
  process.env.DATABASE_URL = url.toString();
  process.env.QUEUE_PREFIX = `test-${name.slice(-6)}`;
}
