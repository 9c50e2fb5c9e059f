import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { ALL_QUEUES } from '../queue/all-queues';
import { withTimeout } from '../queue/with-timeout';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** The job states reported, as BullMQ's getJobCounts names them. */
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape must not hang on Redis: a queue that has not answered by then is left out. */
const COUNT_TIMEOUT_MS = 1000;

/**
 * Jobs per queue and state, asked of Redis when scraped (one getJobCounts per queue). The
 * counts are the same from every process that reports them: read them with max by (queue, state).
 */
@Injectable()
export class QueueDepthMetrics {
  constructor(registry: MetricsRegistry, @Inject(ALL_QUEUES) queues: Queue[]) {
    const jobs: Gauge<'queue' | 'state'> = new Gauge({
      name: `${METRIC_PREFIX}queue_jobs`,
      help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      collect: async () => {
        const counts = await Promise.all(queues.map(countJobs));
        // A queue that did not answer shows no numbers rather than stale ones.
        jobs.reset();
        queues.forEach((queue, i) => {
          const count = counts[i];
          if (count)
            for (const state of STATES) jobs.set({ queue: queue.name, state }, count[state] ?? 0);
        });
      },
    });
  }
}

async function countJobs(queue: Queue): Promise<Record<string, number> | null> {
  const count = async () => {
    // Without a ready connection the command would wait in ioredis's offline queue (BullMQ
    // needs one), and pile up there with every scrape.
    if ((await queue.client).status !== 'ready') return null;
    return queue.getJobCounts(...STATES);
  };
  return withTimeout(count(), COUNT_TIMEOUT_MS, () => new Error('timeout')).catch(() => null);
}
