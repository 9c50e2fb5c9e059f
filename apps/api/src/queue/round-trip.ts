import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
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
    await withTimeout(this.events.waitUntilReady(), timeoutMs, onTimeout);
    // The job's id is chosen here so that its outcome is listened for before the job exists: a
    // fast job's completion cannot be missed, and BullMQ's waitUntilFinished, which asks Redis
    // whether the job has already finished (one more script call per job), is not needed.
    const jobId = options.jobId ?? randomUUID();
    const outcome = outcomeOf<Result>(this.events, jobId);
    try {
      await withTimeout(this.queue.add(name, data, { ...options, jobId }), timeoutMs, onTimeout);
      return await withTimeout(outcome.settled, timeoutMs, onTimeout);
    } finally {
      outcome.stopListening();
    }
  }

  async close(): Promise<void> {
    await this.events?.close();
  }
}

/** Settles with the job's return value, or rejects with its failure reason. */
function outcomeOf<Result>(
  queueEvents: QueueEvents,
  jobId: string,
): { settled: Promise<Result>; stopListening: () => void } {
  // QueueEvents also emits `<event>:<jobId>`, which its typings do not list.
  const events: EventEmitter = queueEvents;
  let stopListening = () => {};
  const settled = new Promise<Result>((resolve, reject) => {
    const completed = ({ returnvalue }: { returnvalue: unknown }) => resolve(returnvalue as Result);
    const failed = ({ failedReason }: { failedReason: string }) => reject(new Error(failedReason));
    events.on(`completed:${jobId}`, completed);
    events.on(`failed:${jobId}`, failed);
    stopListening = () => {
      events.off(`completed:${jobId}`, completed);
      events.off(`failed:${jobId}`, failed);
    };
  });
  // run() handles the outcome once the job is added; this keeps a failure that arrived first
  // from being reported as an unhandled rejection in between.
  settled.catch(() => undefined);
  return { settled, stopListening };
}
