import { INestApplication, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * the port closes, then Nest closes it as its own hooks would (Apollo and the HTTP server
 * first, in-flight requests finishing; then queues, database, Redis). The signal is raised
 * again at the end, so the process ends as signalled.
 */
export function closeOnSignals(app: INestApplication, drainMs: number): void {
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while draining changes nothing (the deadline still holds).
    for (const name of SIGNALS) process.removeListener(name, onSignal);
    drainAndClose(app, drainMs).then(
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

/** Readiness to 503, `drainMs` of serving as before, then the app closed. */
export async function drainAndClose(app: INestApplication, drainMs: number): Promise<void> {
  app.get(ShutdownState).begin();
  if (drainMs > 0) {
    Logger.log(`Readiness now 503; serving ${drainMs} ms more before closing`, 'Shutdown');
    await sleep(drainMs);
  }
  await app.close();
}
