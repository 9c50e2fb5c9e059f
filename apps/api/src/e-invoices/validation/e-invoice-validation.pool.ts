// The threads e-invoices are validated on (piscina): a SaxonJS transform is synchronous and takes
// 0.1 s for a 10-line invoice to tens of seconds for 1,000 lines, so on the api's own thread it
// would hold every other request that long.
import { ErrorCode } from '@dealdraft/domain';
import { Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Piscina } from 'piscina';
import { AppError } from '../../common/errors/app-error';

export interface ValidationPoolOptions {
  /** The worker module; by default this folder's e-invoice-validation.worker. */
  filename?: string;
  /** At most this many threads: by default one per core but one, and at least one. */
  threads?: number;
  /** A task not done this long after it was asked for (queued or running) is stopped. */
  timeoutMs: number;
  /** How much lower the threads' priority is than the api's (Linux nice, 0 to 19); 10 by default. */
  niceIncrement?: number;
}

/** One thread per core but the one the api's event loop runs on; one on a single core. */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A small pool of worker threads, started on the first task (an api that never validates an
 * e-invoice starts none). One thread is kept while the process runs: a thread loads the compiled
 * rules once (0.5 to 1 s) and V8 needs a few runs to make SaxonJS fast. The others, where there
 * are more cores, end after a minute without work (a thread holding all four rule sets takes
 * about 160 MB more of the process, and 90 MB more while it validates 1,000 CII lines).
 *
 * A task that takes longer than `timeoutMs` is refused with a Timeout error and its thread is
 * ended (the only way to stop a synchronous transform), and a thread that dies (out of memory,
 * a crash) fails its task with an error saying so; either way the next task gets a new thread.
 */
export class ValidationPool {
  private readonly logger = new Logger('EInvoiceValidation');
  private pool: Piscina | null = null;
  private readonly filename: string;
  private readonly execArgv: string[] | undefined;
  readonly threads: number;

  constructor(private readonly options: ValidationPoolOptions) {
    this.threads = Math.max(1, options.threads ?? defaultThreads());
    const entry = options.filename ? { filename: options.filename } : workerEntry();
    this.filename = entry.filename;
    this.execArgv = entry.filename.endsWith('.ts')
      ? [...process.execArgv, '--require', TS_REGISTER]
      : undefined;
  }

  /** Runs the worker's function `name` on `task` in a thread, and answers what it returns. */
  async run<T>(name: string, task: unknown): Promise<T> {
    const pool = this.started();
    const limit = this.options.timeoutMs;
    try {
      return (await pool.run(task, {
        name,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      })) as T;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw new AppError(
          ErrorCode.Timeout,
          `The e-invoice could not be validated within ${duration(limit)}; try again later.`,
        );
      }
      if (isThreadDeath(error)) {
        throw new Error(`The e-invoice validation thread stopped: ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
  }

  /** Ends the threads (a task still running fails); the next task would start them again. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private started(): Piscina {
    if (this.pool) return this.pool;
    const pool = new Piscina({
      filename: this.filename,
      execArgv: this.execArgv,
      minThreads: 1,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      // One invoice per thread at a time: a transform never yields, so a second one would wait.
      concurrentTasksPerWorker: 1,
      // Below the api's own thread: when the cores are busy, the event loop gets one first. On
      // two loaded cores a validation held it for up to 270 ms at the same priority, never over
      // 20 ms at this one, and took no longer.
      niceIncrement: this.options.niceIncrement ?? 10,
      resourceLimits: {
        // SaxonJS makes many short-lived objects: a larger young generation halves the time
        // spent collecting them (measured: 477 → 381 ms CPU per 100-line CII invoice).
        maxYoungGenerationSizeMb: 96,
        // A runaway invoice ends its thread with an error, not the api's process.
        maxOldGenerationSizeMb: 1536,
      },
    });
    // A thread that fails with no task of its own (while starting): this pool is given up, and
    // the next task starts a new one rather than wait in a queue no thread will take.
    pool.on('error', (error: unknown) => {
      this.logger.error(
        `An e-invoice validation thread failed: ${error instanceof Error ? error.message : error}`,
      );
      if (this.pool === pool) this.pool = null;
      void pool.destroy();
    });
    this.pool = pool;
    return pool;
  }
}

/** 200 ms, 90 s. */
function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

/** How piscina fails a task whose thread ended under it. */
function isThreadDeath(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (/^worker exited with code/.test(error.message) ||
      (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
  );
}

/**
 * Registers TypeScript in a worker thread, for the unit tests, which run the sources: the built
 * api (dist) has the worker as JavaScript and needs nothing.
 */
const TS_REGISTER = resolve(
  __dirname,
  '..',
  '..',
  '..',
  'test',
  'support',
  'ts-worker-register.js',
);

function workerEntry(): { filename: string } {
  const built = join(__dirname, 'e-invoice-validation.worker.js');
  return {
    filename: existsSync(built) ? built : join(__dirname, 'e-invoice-validation.worker.ts'),
  };
}
