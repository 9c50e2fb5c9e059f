import { Injectable, Logger, OnApplicationShutdown, Optional } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import puppeteer, { Browser, Page, PDFOptions } from 'puppeteer-core';
import { AppConfig } from '../config/app-config';
import { PdfMetrics, RenderOutcome } from '../metrics/pdf-metrics';

/** Flags for a headless Chromium in a closed network; see docs/operations.md. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

export class RenderTimeoutError extends Error {}

const CLOSED_MESSAGE = 'The PDF renderer is closed: the process is shutting down';

/**
 * One warm Chromium per worker and a bounded pool of reused pages. Pages run with JavaScript
 * off and every request other than data: blocked, so a document can neither run code nor
 * reach the network or the file system. A page that failed is thrown away and replaced; a
 * browser that died is launched again on the next render.
 */
@Injectable()
export class BrowserPool implements OnApplicationShutdown {
  private readonly logger = new Logger(BrowserPool.name);
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private readonly waiting: { resolve: (page: Page) => void; reject: (error: Error) => void }[] =
    [];
  private open = 0;
  private closing = false;
  /** Bumped on every relaunch; pages of an older browser are dropped, not recycled. */
  private generation = 0;
  private readonly pageGeneration = new WeakMap<Page, number>();

  // Optional: the worker's MetricsModule provides it; the PDF bench makes a pool without one.
  constructor(
    private readonly config: AppConfig,
    @Optional() private readonly metrics?: PdfMetrics,
  ) {
    metrics?.attach(this);
  }

  async renderPdf(html: string, options: PDFOptions): Promise<Buffer> {
    const page = await this.acquire();
    let outcome: RenderOutcome = 'error';
    const started = performance.now();
    try {
      const pdf = await withDeadline(this.config.pdf.timeoutMs, async () => {
        await page.setContent(html, { waitUntil: 'load' });
        return page.pdf(options);
      });
      outcome = 'ok';
      return Buffer.from(pdf);
    } catch (error) {
      if (error instanceof RenderTimeoutError) outcome = 'timeout';
      throw error;
    } finally {
      this.metrics?.observeRender(outcome, (performance.now() - started) / 1000);
      await this.release(page, outcome === 'ok');
    }
  }

  /** Pages currently open (idle or busy); for tests and metrics. */
  get pageCount(): number {
    return this.open;
  }

  /** Pages rendering right now: open ones that are not waiting idle. */
  get pagesInUse(): number {
    return this.open - this.idle.length;
  }

  /** Chromium's main process id, when running. */
  async browserPid(): Promise<number | undefined> {
    return (await this.browser)?.process()?.pid;
  }

  private async acquire(): Promise<Page> {
    // Past shutdown a render would launch a Chromium nobody closes, or wait for a page forever.
    if (this.closing) throw new Error(CLOSED_MESSAGE);
    const page = this.idle.pop();
    if (page) return page;
    if (this.open < this.config.pdf.poolSize) {
      this.open++;
      try {
        return await this.newPage();
      } catch (error) {
        this.open--;
        throw error;
      }
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private async release(page: Page, healthy: boolean): Promise<void> {
    if (this.pageGeneration.get(page) !== this.generation) {
      // Its browser is gone and the pool was reset with it; make a page for a waiter if any.
      const waiter = this.waiting.shift();
      if (waiter) {
        this.open++;
        this.newPage().then(waiter.resolve, () => {
          this.open--;
          this.waiting.unshift(waiter);
        });
      }
      return;
    }
    let next: Page | null = page;
    if (!healthy || page.isClosed()) {
      await page.close().catch(() => undefined);
      next = null;
      // Keep the pool at size for whoever waits; otherwise just shrink.
      if (this.waiting.length > 0) next = await this.newPage().catch(() => null);
      if (!next) this.open--;
    }
    if (!next) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(next);
    else this.idle.push(next);
  }

  private async newPage(): Promise<Page> {
    const browser = await this.ensureBrowser();
    const page = await browser.newPage();
    this.pageGeneration.set(page, this.generation);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) void request.continue();
      else void request.abort('blockedbyclient');
    });
    return page;
  }

  private ensureBrowser(): Promise<Browser> {
    this.browser ??= puppeteer
      .launch({
        executablePath: this.config.pdf.executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
        // CDP over the process's pipes rather than a WebSocket: every render sends ~100 kB of
        // HTML (the embedded fonts), which a WebSocket client must mask byte by byte.
        pipe: true,
        // A fresh profile in a temp dir each launch; nothing persists between runs.
        userDataDir: undefined,
      })
      .then((browser) => {
        browser.on('disconnected', () => {
          if (this.closing) return;
          this.logger.warn('Chromium exited; it will be relaunched on the next render');
          this.browser = null;
          this.idle.length = 0;
          this.open = 0;
          this.generation++;
        });
        return browser;
      })
      .catch((error: unknown) => {
        this.browser = null;
        throw error;
      });
    return this.browser;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error(CLOSED_MESSAGE));
    const browser = await this.browser?.catch(() => null);
    await browser?.close().catch(() => undefined);
  }
}

async function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new RenderTimeoutError(`Rendering took longer than ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
