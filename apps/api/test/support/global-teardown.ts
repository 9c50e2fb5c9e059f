import { Client } from 'pg';
import { workerDatabaseNames } from './worker-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (!name || process.env.KEEP_TEST_DATABASE) return;
  const workers = Number(process.env.TEST_DATABASE_WORKERS ?? 0);
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
  await admin.connect();
  try {
    for (const database of [...workerDatabaseNames(name, workers), name]) {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
