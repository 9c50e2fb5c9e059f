import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Logger,
  OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import type { Job } from 'bullmq';
import { hostname } from 'node:os';
import { AppConfig } from '../config/app-config';
import { JobObserver, JobOutcome } from './job-observer';
import { withTimeout } from './with-timeout';

/**
 * Processors are declared with these options; LoggedWorkerHost starts them itself. The name,
 * `host:pid` as the system ping reports it, is written on each job a worker takes (its `pb`,
 * processedBy, field) and on its Redis connections: which replica holds a job can be seen.
 */
export const WORKER_OPTIONS = { autorun: false, name: `${hostname()}:${process.pid}` } as const;

/**
 * When each process's jobs must be done, once its shutdown began: one deadline for all its workers,
 * which Nest closes module by module, one after the other. By config, as a test runs several.
 */
const jobDeadlines = new WeakMap<AppConfig, number>();

/** BullMQ's Worker makes its lock manager in its constructor, from the options of then. */
interface WithLockManager {
  createLockManager(): void;
}

/**
 * A WorkerHost whose errors are logged, never left unhandled. BullMQ's autorun reports a failed
 * run loop (say, its Redis connection dropped while shutting down) as an 'error' event, which
 * Node turns into a crash when nobody listens at that moment; starting the loop here lets us
 * catch it, and the listener covers the worker's other errors. It also applies the configured
 * lock and stalled-job timings, and closes the worker before anything its jobs use is closed.
 */
export abstract class LoggedWorkerHost
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  protected readonly logger = new Logger(this.constructor.name);

  // Property injection keeps the subclasses' constructors their own.
  @Inject(AppConfig)
  private readonly queueConfig: AppConfig;

  onApplicationBootstrap(): void {
    // Read by the run loop, so set before it starts. The lock manager, made in the Worker's
    // constructor, kept the default lock (30 s) and renewed every 7.5 to 15 s: made again from
    // these, it renews a shorter lock in time. Left as it was, a shorter lock ran out before its
    // first renewal, and another worker took over a job that was still running.
    const { lockDurationMs, stalledIntervalMs } = this.queueConfig.queue;
    const opts = this.worker.opts;
    opts.lockDuration = lockDurationMs;
    opts.lockRenewTime = lockDurationMs / 2;
    opts.stalledInterval = stalledIntervalMs;
    (this.worker as unknown as WithLockManager).createLockManager();
    this.worker.run().catch((error: Error) => this.logger.warn(`Worker stopped: ${error.message}`));
  }

  /**
   * Closes the worker while its jobs can still finish. Nest's BullMQ module closes workers in
   * onApplicationShutdown, the phase in which the SMTP pool, Chromium and the database are
   * closed too, in an order of its own: a job then found a closed browser, or a closed SMTP pool,
   * whose sendMail never calls back, and worker.close() waited for it forever. This phase runs
   * before any of them. A job still running when the grace is over (a stalled SMTP server) is
   * left for another worker, as a crash would leave it: its lock runs out and it is retried.
   */
  async beforeApplicationShutdown(): Promise<void> {
    // What SHUTDOWN_TIMEOUT_MS leaves after closing the rest (5 s, or half when that is less,
    // as the api's requestGraceMs leaves), so the process's own deadline
    // (installShutdownDeadline) never has to end it mid-close.
    const timeoutMs = this.queueConfig.shutdownTimeoutMs;
    const graceMs = timeoutMs - Math.min(5_000, timeoutMs / 2);
    if (!jobDeadlines.has(this.queueConfig)) {
      jobDeadlines.set(this.queueConfig, Date.now() + graceMs);
    }
    const leftMs = Math.max(0, jobDeadlines.get(this.queueConfig)! - Date.now());
    const worker = this.worker;
    try {
      // Paused, it takes no new job and resolves once the running ones are done.
      await withTimeout(worker.pause(), leftMs, () => new Error('grace over'));
    } catch {
      this.logger.error(
        `Jobs still running on queue ${worker.name} ${graceMs} ms into shutdown: closing without them`,
      );
      await worker.close(true);
      return;
    }
    await worker.close();
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`Worker error: ${error.message}`);
  }

  // Optional: the worker's MetricsModule provides it; nothing else runs processors.
  @Optional()
  @Inject(JobObserver)
  private readonly jobObserver?: JobObserver;

  @OnWorkerEvent('completed')
  onJobCompleted(job: Job): void {
    this.observeJob(job, 'completed');
  }

  @OnWorkerEvent('failed')
  onJobFailed(job: Job | undefined): void {
    if (job) this.observeJob(job, 'failed');
  }

  /** Each attempt, from the moment this worker took the job (BullMQ's processedOn). */
  private observeJob(job: Job, outcome: JobOutcome): void {
    if (!this.jobObserver || job.processedOn === undefined) return;
    const seconds = ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
    this.jobObserver.observe(this.worker.name, job.name, outcome, seconds);
  }
}
