import { JobsOptions, Queue, QueueEvents } from 'bullmq';
import { withTimeout } from './with-timeout';

/**
 * Enqueue a job and wait for its result, for requests whose caller is waiting (a ping, a PDF
 * download). One QueueEvents per queue and process, made on first use: it holds a blocking
 * Redis connection, and an api replica that never renders should not pay for one.
 */
export class QueueRoundTrip<Data, Result> {
  private events?: QueueEvents;

  // Typed by the class parameters rather than BullMQ's own name/data generics.
  constructor(private readonly queue: Queue) {}

  async run(
    name: string,
    data: Data,
    options: JobsOptions,
    timeoutMs: number,
    onTimeout: () => Error,
  ): Promise<Result> {
    this.events ??= new QueueEvents(this.queue.name, {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
    });
    // Listen before enqueueing, or a fast job's completion could be missed.
    await withTimeout(this.events.waitUntilReady(), timeoutMs, onTimeout);
    const job = await withTimeout(this.queue.add(name, data, options), timeoutMs, onTimeout);
    return withTimeout(
      job.waitUntilFinished(this.events, timeoutMs) as Promise<Result>,
      timeoutMs,
      onTimeout,
    );
  }

  async close(): Promise<void> {
    await this.events?.close();
  }
}
