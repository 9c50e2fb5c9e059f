import { BeforeApplicationShutdown, Injectable, Logger, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../config/app-config';

/**
 * Whether the process is shutting down, for readiness. Nest calls this hook on SIGTERM before
 * it closes the HTTP server, and closes nothing else before it: the api then keeps serving for
 * SHUTDOWN_DRAIN_MS with readiness at 503, so the load balancer takes it out of rotation before
 * the port closes. The worker (no HTTP server) does not wait.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ShutdownState.name);
  private shuttingDown = false;

  constructor(
    private readonly config: AppConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    const drainMs = this.config.shutdownDrainMs;
    if (drainMs === 0 || !this.adapterHost?.httpAdapter) return;
    this.logger.log(`Readiness now 503; serving ${drainMs} ms more before closing the port`);
    await sleep(drainMs);
  }
}
