import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { JobObserver, JobOutcome } from '../queue/job-observer';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** How long the worker took over each job (every attempt), by queue, job name and outcome. */
@Injectable()
export class JobMetrics implements JobObserver {
  private readonly duration: Histogram<'queue' | 'name' | 'outcome'>;

  constructor(registry: MetricsRegistry) {
    this.duration = new Histogram({
      name: `${METRIC_PREFIX}job_duration_seconds`,
      help: 'BullMQ jobs from the moment a worker took them to completion or failure',
      labelNames: ['queue', 'name', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    });
  }

  observe(queue: string, name: string, outcome: JobOutcome, seconds: number): void {
    this.duration.observe({ queue, name, outcome }, seconds);
  }
}
