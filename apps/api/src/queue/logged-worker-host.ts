import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/** Processors are declared with these options; LoggedWorkerHost starts them itself. */
export const WORKER_OPTIONS = { autorun: false } as const;

/**
 * A WorkerHost whose errors are logged, never left unhandled. BullMQ's autorun reports a failed
 * run loop (say, its Redis connection dropped while shutting down) as an 'error' event, which
 * Node turns into a crash when nobody listens at that moment; starting the loop here lets us
 * catch it, and the listener covers the worker's other errors. It also applies the configured
 * lock and stalled-job timings.
 */
export abstract class LoggedWorkerHost extends WorkerHost implements OnApplicationBootstrap {
  protected readonly logger = new Logger(this.constructor.name);

  // Property injection keeps the subclasses' constructors their own.
  @Inject(AppConfig)
  private readonly queueConfig: AppConfig;

  onApplicationBootstrap(): void {
    // Read by the run loop, so set before it starts.
    this.worker.opts.lockDuration = this.queueConfig.queue.lockDurationMs;
    this.worker.opts.stalledInterval = this.queueConfig.queue.stalledIntervalMs;
    this.worker.run().catch((error: Error) => this.logger.warn(`Worker stopped: ${error.message}`));
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`Worker error: ${error.message}`);
  }
}
