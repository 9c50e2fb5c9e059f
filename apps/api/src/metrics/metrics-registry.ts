import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric of this app is named with this prefix; prom-client's process metrics are not. */
export const METRIC_PREFIX = 'dealdraft_';

const PROCESS_REGISTRY = Symbol.for('dealdraft.metrics.process');

/**
 * prom-client's default metrics (CPU, memory, event loop lag, GC, handles) describe the process,
 * and their collectors (an event loop monitor, a GC observer) can never be stopped: they are
 * made once per process, however many apps it boots (the tests boot dozens).
 */
function processRegistry(): Registry {
  const holder = globalThis as { [PROCESS_REGISTRY]?: Registry };
  if (!holder[PROCESS_REGISTRY]) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    holder[PROCESS_REGISTRY] = registry;
  }
  return holder[PROCESS_REGISTRY];
}

/**
 * The app's Prometheus registry: one per Nest app rather than prom-client's global one, so the
 * tests can boot several apps in one process without names clashing. Its exposition carries the
 * process's default metrics too.
 */
@Injectable()
export class MetricsRegistry extends Registry {
  constructor() {
    super();
    processRegistry();
  }

  override async metrics(): Promise<string> {
    // Both end with a newline, so the two texts join as one exposition.
    return (await processRegistry().metrics()) + (await super.metrics());
  }
}
