export type JobOutcome = 'completed' | 'failed';

/**
 * What a worker reports of each job attempt it finished. The queue layer declares it and the
 * metrics module provides it (JobMetrics), so the queue imports no feature and metrics may read
 * the queue's names.
 */
export abstract class JobObserver {
  abstract observe(queue: string, name: string, outcome: JobOutcome, seconds: number): void;
}
