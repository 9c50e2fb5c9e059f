import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { METHODS, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Histogram } from 'prom-client';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

const STARTED = Symbol('metrics.startedAt');
type TimedResponse = ServerResponse & { [STARTED]: number; req: Request };

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * The request latency histogram, labelled by route template (`/api/proposals/:id`, never the
 * URL, so a label holds no id and their number stays bounded), method and status class. The
 * middleware runs first of all; per request it stores one number and observes once.
 */
@Injectable()
export class HttpMetrics {
  readonly middleware: (req: Request, res: Response, next: NextFunction) => void;

  constructor(registry: MetricsRegistry) {
    const duration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests from arrival to the last byte of the answer, by route template',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    // One listener for every response (`this` is the response), not a closure per request.
    function finished(this: TimedResponse): void {
      const seconds = (performance.now() - this[STARTED]) / 1000;
      duration.observe(
        {
          method: this.req.method,
          route: routeLabel(this.req, this.statusCode),
          status_class: STATUS_CLASSES[Math.floor(this.statusCode / 100) - 1] ?? 'other',
        },
        seconds,
      );
    }
    this.middleware = (_req, res, next) => {
      (res as unknown as TimedResponse)[STARTED] = performance.now();
      res.on('finish', finished);
      next();
    };
  }
}

/** What Express keeps of the last route a request matched. */
interface MatchedRoute {
  path?: unknown;
  methods?: Record<string, boolean>;
}

/** Each route's label, worked out on its first request (null: a middleware's, not an answer). */
const routeLabels = new WeakMap<MatchedRoute, string | null>();

/**
 * The template of the route that answered. Express keeps the last route matched on the request,
 * with its mount point in baseUrl (Bull Board's sub-app); but Nest mounts its middleware (the
 * request logger) as routes for every method, and those did not answer. A handler mounted on a
 * path (Apollo on /graphql, files under /assets) is named by its mount point; other files (the
 * SPA's) are `static`, and what nothing answered is `unmatched`.
 */
export function routeLabel(req: Request, status: number): string {
  const route = req.route as MatchedRoute | undefined;
  if (route) {
    let label = routeLabels.get(route);
    if (label === undefined) {
      label = labelOf(route, req.baseUrl);
      routeLabels.set(route, label);
    }
    if (label !== null) return label;
  }
  if (req.baseUrl) return req.baseUrl;
  if (status < 400 && (req.method === 'GET' || req.method === 'HEAD')) return 'static';
  return 'unmatched';
}

function labelOf(route: MatchedRoute, baseUrl: string): string | null {
  if (Object.keys(route.methods ?? {}).length >= METHODS.length) return null;
  if (typeof route.path === 'string') return baseUrl + route.path;
  // The SPA's history fallback is the one route matched by a pattern rather than a path.
  return route.path instanceof RegExp ? 'spa' : null;
}
