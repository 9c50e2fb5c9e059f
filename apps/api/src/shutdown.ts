import { Logger } from '@nestjs/common';

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
