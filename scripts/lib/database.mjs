// PostgreSQL for the app: DATABASE_URL, else the local server at 127.0.0.1:5432, else an embedded
// PGlite served over the PostgreSQL protocol. `pg` and PGlite are imported lazily: they exist only
// after the dependency step.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportEnv } from './env.mjs';
import { fail, log, redactUrl } from './log.mjs';
import { isPortOpen } from './ports.mjs';
import { onShutdown } from './processes.mjs';

const LOCAL_HOST = '127.0.0.1';
const LOCAL_PORT = 5432;
// A local server set up for development trusts one of these.
const LOCAL_USERS = ['postgres', 'root'];
const APP_DATABASE = 'dealdraft';
// api and worker each hold one connection (DATABASE_POOL_SIZE=1); the rest is room for a psql.
const PGLITE_MAX_CONNECTIONS = 4;

async function withClient(url, use) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function canConnect(url) {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

function probeDisabled() {
  return process.env.DEALDRAFT_PG_PROBE === 'off';
}

/** The same server, another database. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * An admin URL (database `postgres`) for the local server, trying each trusted user, or null when
 * none answers. DEALDRAFT_PG_PROBE=off skips the probe, to exercise the embedded fallback.
 */
async function probeLocalPostgres() {
  if (probeDisabled()) return null;
  if (!(await isPortOpen(LOCAL_PORT, LOCAL_HOST))) return null;
  for (const user of LOCAL_USERS) {
    const url = `postgres://${user}@${LOCAL_HOST}:${LOCAL_PORT}/postgres`;
    if (await canConnect(url)) return url;
  }
  return null;
}

/**
 * An admin URL for a real PostgreSQL server (tests make throwaway databases through it):
 * TEST_DATABASE_ADMIN_URL, else the server of DATABASE_URL, else the local one; null if none.
 */
export async function findAdminUrl() {
  const { TEST_DATABASE_ADMIN_URL, DATABASE_URL } = process.env;
  if (TEST_DATABASE_ADMIN_URL) return TEST_DATABASE_ADMIN_URL;
  if (DATABASE_URL) {
    const adminUrl = databaseUrl(DATABASE_URL, 'postgres');
    if (await canConnect(adminUrl)) return adminUrl;
  }
  return probeLocalPostgres();
}

/** Creates database `name` unless it exists; resolves to whether it was created. */
export async function createDatabase(adminUrl, name) {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount > 0) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  });
}

export async function dropDatabase(adminUrl, name) {
  // FORCE ends sessions a stopped app may have left behind.
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

/**
 * Sets DATABASE_URL for the app (and DATABASE_POOL_SIZE=1 on PGlite), starting PGlite under
 * $DATA_DIR/pglite when there is no PostgreSQL.
 */
export async function setupDatabase() {
  if (process.env.DATABASE_URL) {
    log('setup', `PostgreSQL: ${redactUrl(process.env.DATABASE_URL)} (from DATABASE_URL)`);
    return;
  }
  const adminUrl = await probeLocalPostgres();
  if (adminUrl) {
    const created = await createDatabase(adminUrl, APP_DATABASE);
    const url = databaseUrl(adminUrl, APP_DATABASE);
    exportEnv({ DATABASE_URL: url });
    log('setup', `PostgreSQL: ${url} (${created ? 'created' : 'exists'})`);
    return;
  }
  const dataDir = join(process.env.DATA_DIR, 'pglite');
  const url = await startPglite(dataDir);
  // PGlite is one session that runs one query at a time for every connection: one per process.
  exportEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1' });
  const why = probeDisabled() ? 'DEALDRAFT_PG_PROBE=off' : `none at ${LOCAL_HOST}:${LOCAL_PORT}`;
  log('setup', `PostgreSQL: ${why}; embedded PGlite at ${url} (data in ${dataDir})`);
}

/**
 * Serves a PGlite database kept in `dataDir` on a free port of 127.0.0.1 from this process, until
 * shutdown. Resolves to its connection URL.
 */
async function startPglite(dataDir) {
  await mkdir(dataDir, { recursive: true });
  await lockDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // Extensions are WebAssembly bundles loaded up front: the search indexes need pg_trgm.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    host: LOCAL_HOST,
    port: 0,
    maxConnections: PGLITE_MAX_CONNECTIONS,
  });
  await server.start();
  onShutdown(async () => {
    await server.stop();
    await db.close();
  });
  // PGlite has the one database `postgres`, whatever name a client asks for.
  return `postgres://postgres@${server.getServerConn()}/postgres`;
}

/** PGlite files are not safe to open twice: refuse while another live process holds them. */
async function lockDataDir(dataDir) {
  // Beside the data directory, not in it: PGlite's initdb wants that one empty.
  const lockFile = `${dataDir}.pid`;
  const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
  if (holder && holder !== process.pid && isAlive(holder)) {
    fail(
      `the PGlite database in ${dataDir} is in use by process ${holder} (is npm start running?); stop it first`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  onShutdown(() => rm(lockFile, { force: true }));
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
