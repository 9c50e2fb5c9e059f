import { INestApplication, Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import stoppable from 'stoppable';
import { ShutdownState } from './health/shutdown-state';

/**
 * Nest drains on SIGTERM/SIGINT (HTTP server closes, workers finish their active jobs);
 * this bounds that wait so an orchestrator's kill never finds a hung process.
 */
export function installShutdownDeadline(timeoutMs: number): void {
  const arm = (signal: string) => {
    Logger.log(`${signal} received: draining in-flight work`, 'Shutdown');
    setTimeout(() => {
      Logger.error(`Still busy after ${timeoutMs} ms; exiting`, 'Shutdown');
      process.exit(1);
    }, timeoutMs).unref();
  };
  process.once('SIGTERM', () => arm('SIGTERM'));
  process.once('SIGINT', () => arm('SIGINT'));
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The api's SIGTERM/SIGINT, in place of Nest's enableShutdownHooks: readiness turns 503 at
 * once, the app keeps serving for `drainMs` so load balancers take it out of rotation before
 * the port closes, then `finishRequests` (finishingRequests) stops taking connections and lets
 * in-flight requests finish, then Nest closes it as its own hooks would (Apollo and the HTTP
 * server, queues, database, Redis). The signal is raised again at the end, so the process ends
 * as signalled.
 */
export function closeOnSignals(
  app: INestApplication,
  drainMs: number,
  finishRequests: () => Promise<void>,
): void {
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while draining changes nothing (the deadline still holds).
    for (const name of SIGNALS) process.removeListener(name, onSignal);
    drainAndClose(app, drainMs, finishRequests).then(
      () => {
        for (const name of SIGNALS) process.removeListener(name, ignore);
        process.kill(process.pid, signal);
      },
      (error: unknown) => {
        Logger.error(
          `Shutdown failed: ${error instanceof Error ? error.message : error}`,
          'Shutdown',
        );
        process.exit(1);
      },
    );
    // Until then a listener must stay, or the next signal would end the process at once.
    for (const name of SIGNALS) process.on(name, ignore);
  };
  for (const name of SIGNALS) process.on(name, onSignal);
}

function ignore(): void {}

/**
 * Readiness to 503, `drainMs` of serving as before, then `finishRequests` (see
 * finishingRequests), then the app closed.
 */
export async function drainAndClose(
  app: INestApplication,
  drainMs: number,
  finishRequests?: () => Promise<void>,
): Promise<void> {
  app.get(ShutdownState).begin();
  if (drainMs > 0) {
    Logger.log(`Readiness now 503; serving ${drainMs} ms more before closing`, 'Shutdown');
    await sleep(drainMs);
  }
  await finishRequests?.();
  await app.close();
}

/** What closing the rest (queues, database, Redis) is left of SHUTDOWN_TIMEOUT_MS. */
const CLOSE_RESERVE_MS = 5_000;

/**
 * How long in-flight requests may take to finish once the api stops taking connections:
 * what SHUTDOWN_TIMEOUT_MS leaves after the readiness drain, less 5 s for closing the rest
 * (half of what is left, when that is less than 10 s).
 */
export function requestGraceMs(shutdownTimeoutMs: number, drainMs: number): number {
  const left = Math.max(0, shutdownTimeoutMs - drainMs);
  return left - Math.min(CLOSE_RESERVE_MS, left / 2);
}

/**
 * Lets the HTTP server finish its in-flight requests on shutdown: the returned function stops
 * taking connections, ends each keep-alive connection once its last request is answered (so
 * its client reconnects to another replica), and resolves when all are closed, ending any
 * still open after `graceMs`. Call before listening, so every connection is seen.
 *
 * Without it, Nest's Apollo driver decides: the drain plugin it installs (its grace period not
 * configurable) ends whatever is still open 10 s into app.close(), an AI draft still streaming
 * included, however long SHUTDOWN_TIMEOUT_MS allows. Run first, this leaves it nothing to end.
 */
export function finishingRequests(server: Server, graceMs: number): () => Promise<void> {
  const stopping = stoppable(server, graceMs);
  // The error is ERR_SERVER_NOT_RUNNING when it never listened: nothing to finish then either.
  return () => new Promise((resolve) => stopping.stop(() => resolve()));
}
