import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { Histogram } from 'prom-client';
import { routeLabel } from './http-metrics';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** How often the loop is sampled: a timer due every 10 ms that runs late was held that long. */
const SAMPLE_EVERY_MS = 10;
/** A callback holding the loop this long makes every other request wait as long: worth a warning. */
export const EVENT_LOOP_WARN_MS = 100;

/**
 * The event loop's delay as a histogram, and a warning naming the requests in flight whenever
 * something held it over 100 ms. One request computing on the loop (a recurring preview that
 * never ended) made every other one wait, health probes included, and showed only as timeouts.
 *
 * A timer due every 10 ms is observed for how late it ran: a late timer is exactly the wait a
 * request arriving then would have had. Requests that arrived during the hold were not read yet,
 * so those in flight when it ends are the ones that could have held it.
 */
@Injectable()
export class EventLoopMetrics implements OnModuleInit, OnModuleDestroy {
  readonly middleware: (req: Request, res: Response, next: NextFunction) => void;
  private readonly logger = new Logger('EventLoop');
  private readonly delay: Histogram;
  private readonly inFlight = new Set<Request>();
  private timer: NodeJS.Timeout | null = null;
  private worst = 0;

  constructor(registry: MetricsRegistry) {
    this.delay = new Histogram({
      name: `${METRIC_PREFIX}event_loop_delay_seconds`,
      help: 'How late a timer due every 10 ms ran: the wait the event loop adds to any request',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const inFlight = this.inFlight;
    function done(this: Response): void {
      inFlight.delete(this.req);
    }
    this.middleware = (req, res, next) => {
      inFlight.add(req);
      res.once('finish', done);
      res.once('close', done);
      next();
    };
  }

  onModuleInit(): void {
    this.schedule(performance.now());
  }

  onModuleDestroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The worst delay seen since the last call (ms), for tests and probes that watch a stretch. */
  takeWorstDelayMs(): number {
    const worst = this.worst;
    this.worst = 0;
    return worst;
  }

  private schedule(from: number): void {
    this.timer = setTimeout(() => this.sample(from), SAMPLE_EVERY_MS);
    // Never what keeps a process alive.
    this.timer.unref();
  }

  private sample(from: number): void {
    const now = performance.now();
    const late = Math.max(now - from - SAMPLE_EVERY_MS, 0);
    this.delay.observe(late / 1000);
    if (late > this.worst) this.worst = late;
    if (late > EVENT_LOOP_WARN_MS) {
      const requests = [...this.inFlight].map(describeRequest);
      this.logger.warn(
        `The event loop was held for ${Math.round(late)} ms` +
          (requests.length ? ` during ${requests.join(', ')}` : ' outside any request'),
      );
    }
    this.schedule(now);
  }
}

/** `GET /api/recurring-invoices/:id/preview`, or `POST /graphql RecurringPreview` for GraphQL. */
export function describeRequest(req: Request): string {
  const route = routeLabel(req, 200);
  const label = route === 'static' || route === 'unmatched' ? req.path : route;
  const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
  if (label !== '/graphql') return `${req.method} ${label}`;
  const named =
    typeof body?.operationName === 'string'
      ? body.operationName
      : typeof body?.query === 'string'
        ? /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(body.query)?.[1]
        : undefined;
  return `${req.method} /graphql ${(named ?? 'anonymous').slice(0, 100)}`;
}
