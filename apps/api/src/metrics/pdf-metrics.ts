import { Injectable } from '@nestjs/common';
import { Gauge, Histogram } from 'prom-client';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

export type RenderOutcome = 'ok' | 'error' | 'timeout';

/** What the PDF renderer's page pool reports when scraped. */
export interface PagePool {
  readonly pageCount: number;
  readonly pagesInUse: number;
}

/** The worker's PDF rendering: render durations and the warm Chromium's pages. */
@Injectable()
export class PdfMetrics {
  private readonly renders: Histogram<'outcome'>;
  private pool: PagePool | null = null;

  constructor(registry: MetricsRegistry) {
    this.renders = new Histogram({
      name: `${METRIC_PREFIX}pdf_render_duration_seconds`,
      help: 'One PDF printed on a warm Chromium page (HTML set, PDF made), by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30],
      registers: [registry],
    });
    // Read from the pool at scrape time, so the gauges never drift from it.
    const inUse: Gauge = new Gauge({
      name: `${METRIC_PREFIX}pdf_pages_in_use`,
      help: 'Chromium pages rendering a PDF right now',
      registers: [registry],
      collect: () => inUse.set(this.pool?.pagesInUse ?? 0),
    });
    const open: Gauge = new Gauge({
      name: `${METRIC_PREFIX}pdf_pages_open`,
      help: 'Chromium pages open in the page pool, busy or idle',
      registers: [registry],
      collect: () => open.set(this.pool?.pageCount ?? 0),
    });
  }

  /** The pool whose pages the gauges report (the worker's one BrowserPool). */
  attach(pool: PagePool): void {
    this.pool = pool;
  }

  observeRender(outcome: RenderOutcome, seconds: number): void {
    this.renders.observe({ outcome }, seconds);
  }
}
