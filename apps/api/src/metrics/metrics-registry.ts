import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric of this app is named with this prefix; prom-client's process metrics are not. */
export const METRIC_PREFIX = 'dealdraft_';

/**
 * The process's Prometheus registry, with prom-client's default process metrics (CPU, memory,
 * event loop lag, GC, handles). One per Nest app rather than prom-client's global one, so the
 * tests can boot several apps in one process without names clashing.
 */
@Injectable()
export class MetricsRegistry extends Registry {
  constructor() {
    super();
    collectDefaultMetrics({ register: this });
  }
}
