// npm run migrate: the database and Redis set-up of npm start, then the api's migrations (built
// first if apps/api/dist has none). Starts no services; a PGlite started here stops at the end.
import { existsSync } from 'node:fs';
import { buildApi, migrate, MIGRATE_MAIN } from './lib/app.mjs';
import { setupDatabase } from './lib/database.mjs';
import { applyDefaults, ensureDependencies } from './lib/env.mjs';
import { log } from './lib/log.mjs';
import { runMain } from './lib/processes.mjs';
import { setupRedis } from './lib/redis.mjs';

async function main() {
  applyDefaults({ nodeEnv: 'development' });
  await ensureDependencies();
  await setupDatabase();
  await setupRedis();
  if (!existsSync(MIGRATE_MAIN)) await buildApi();
  await migrate();
  log('migrate', 'migrations are up to date');
  return 0;
}

runMain('migrate', main, { signalExitCode: 130 });
