import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';

/**
 * Whether the process is shutting down, for readiness. The api's signal handler
 * (shutdown.ts, closeOnSignals) begins it before its drain; any other close (the worker's
 * SIGTERM, a test's app.close()) does as Nest starts shutting the app down.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private shuttingDown = false;

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  begin(): void {
    this.shuttingDown = true;
  }

  beforeApplicationShutdown(): void {
    this.begin();
  }
}
