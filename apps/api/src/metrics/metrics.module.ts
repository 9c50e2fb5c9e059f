import { DynamicModule, Module, Provider } from '@nestjs/common';
import { JobObserver } from '../queue/job-observer';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { EventLoopMetrics } from './event-loop-metrics';
import { GraphqlMetricsPlugin } from './graphql-metrics.plugin';
import { HttpMetrics } from './http-metrics';
import { JobMetrics } from './job-metrics';
import { MetricsRegistry } from './metrics-registry';
import { MetricsServer } from './metrics-server';
import { PdfMetrics } from './pdf-metrics';
import { QueueDepthMetrics } from './queue-depth-metrics';

/** What both processes report: their own process and event loop, their database pool. */
const SHARED: Provider[] = [MetricsRegistry, MetricsServer, DatabasePoolMetrics, EventLoopMetrics];

/**
 * Prometheus metrics, one registry per process, served by MetricsServer on METRICS_PORT
 * (main.ts, worker.ts). Global, so a feature records into it without importing it.
 */
@Module({})
export class MetricsModule {
  /** The api: requests, GraphQL operations, queue depths. */
  static forApi(): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [...SHARED, HttpMetrics, GraphqlMetricsPlugin, QueueDepthMetrics],
      exports: [MetricsRegistry, MetricsServer, HttpMetrics, EventLoopMetrics],
    };
  }

  /** The worker: job durations, PDF renders and the renderer's pages. */
  static forWorker(): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      providers: [
        ...SHARED,
        JobMetrics,
        { provide: JobObserver, useExisting: JobMetrics },
        PdfMetrics,
      ],
      exports: [MetricsRegistry, MetricsServer, JobObserver, PdfMetrics],
    };
  }
}
