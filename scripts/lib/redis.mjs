// Redis for the app: REDIS_URL, else the local server at 127.0.0.1:6379, else a redis-server from
// PATH started for this run, else a clear error.
import { createConnection } from 'node:net';
import { exportEnv } from './env.mjs';
import { fail, log, redactUrl } from './log.mjs';
import { freePort, waitFor } from './ports.mjs';
import { spawnChild, which } from './processes.mjs';

const LOCAL_HOST = '127.0.0.1';
const LOCAL_PORT = 6379;

/** Whether a Redis server answers PING (a server that wants a password does not count). */
function ping(port, host = LOCAL_HOST, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: timeoutMs });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => socket.write('*1\r\n$4\r\nPING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}

/** Sets REDIS_URL, starting a redis-server for this run when no Redis answers. */
export async function setupRedis() {
  if (process.env.REDIS_URL) {
    log('setup', `Redis: ${redactUrl(process.env.REDIS_URL)} (from REDIS_URL)`);
    return;
  }
  if (await ping(LOCAL_PORT)) {
    exportEnv({ REDIS_URL: `redis://${LOCAL_HOST}:${LOCAL_PORT}` });
    log('setup', `Redis: ${process.env.REDIS_URL}`);
    return;
  }
  const port = await startRedisServer();
  exportEnv({ REDIS_URL: `redis://${LOCAL_HOST}:${port}` });
  log('setup', `Redis: ${process.env.REDIS_URL} (redis-server started for this run)`);
}

async function startRedisServer() {
  const binary = which('redis-server');
  if (!binary) {
    fail(
      `no Redis answers at ${LOCAL_HOST}:${LOCAL_PORT} and there is no redis-server on PATH. ` +
        'Install one (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis), ' +
        'or point REDIS_URL at a Redis server (e.g. REDIS_URL=redis://host:6379).',
    );
  }
  const port = await freePort();
  // Nothing on disk: this Redis lives as long as the run.
  const redis = spawnChild('redis', binary, [
    '--port',
    String(port),
    '--bind',
    LOCAL_HOST,
    '--save',
    '',
    '--appendonly',
    'no',
    '--loglevel',
    'warning',
  ]);
  await waitFor(`redis-server on port ${port}`, () => ping(port), {
    timeoutMs: 10_000,
    gaveUp: redis.exited.then((code) => `redis-server exited with code ${code}`),
  });
  return port;
}

/** Deletes the keys under `prefix:` (a test run's BullMQ queues) from the Redis at `url`. */
export async function deleteKeys(url, prefix) {
  const { default: Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    for await (const keys of client.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if (keys.length > 0) await client.unlink(...keys);
    }
  } finally {
    client.disconnect();
  }
}
