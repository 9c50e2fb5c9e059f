// Ports and readiness: free ports for what we start, probes, and waiting for a server to answer.
import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fail, formatDuration } from './log.mjs';

/** A port that is free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on host:port. */
export function isPortOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: timeoutMs });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.on('connect', () => done(true));
    socket.on('timeout', () => done(false));
    socket.on('error', () => done(false));
  });
}

/**
 * Polls `check` until it returns a truthy value, which is returned. Fails on timeout, or as soon as
 * `gaveUp` (a promise of a reason, e.g. "api exited with code 1") settles.
 */
export async function waitFor(what, check, { timeoutMs, intervalMs = 250, gaveUp }) {
  const deadline = Date.now() + timeoutMs;
  let reason;
  gaveUp?.then((text) => (reason = text));
  for (;;) {
    const result = await check();
    if (result) return result;
    if (reason) fail(`${reason} while waiting for ${what}`);
    if (Date.now() > deadline) {
      fail(`timed out after ${formatDuration(timeoutMs)} waiting for ${what}`);
    }
    await sleep(intervalMs);
  }
}

/** GET a health URL: { status, body } with status 0 when nothing answered. */
async function getHealth(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: 0, body: null, error: error.cause?.code ?? error.message };
  }
}

/** Waits until `url` answers 200 and returns that answer; the failure says what it answered last. */
export async function waitForHealth(url, { timeoutMs, gaveUp }) {
  let last;
  try {
    return await waitFor(
      `${url} to answer 200`,
      async () => {
        last = await getHealth(url);
        return last.status === 200 && last;
      },
      { timeoutMs, intervalMs: 500, gaveUp },
    );
  } catch (error) {
    const answer = last?.status ? `HTTP ${last.status} ${JSON.stringify(last.body)}` : last?.error;
    fail(`${error.message} (last answer: ${answer ?? 'none'})`);
  }
}
