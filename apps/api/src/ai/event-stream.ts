import type { Response } from 'express';

/**
 * A server-sent-events response opened on the first event, so that anything refused before it
 * (validation, rate limit) still answers with its HTTP status and the usual envelope.
 */
export class EventStream {
  private readonly aborter = new AbortController();

  constructor(private readonly res: Response) {
    // 'close' before the end means the client went away: stop the work it was waiting for.
    res.on('close', () => {
      if (!res.writableEnded) this.aborter.abort();
    });
  }

  /** Aborted when the client disconnects. */
  get signal(): AbortSignal {
    return this.aborter.signal;
  }

  get opened(): boolean {
    return this.res.headersSent;
  }

  send(event: string, data: unknown): void {
    if (this.aborter.signal.aborted) return;
    if (!this.res.headersSent) {
      this.res.status(200).set({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // Reverse proxies (nginx) would otherwise hold the events back until the end.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      this.res.flushHeaders();
    }
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (!this.res.writableEnded) this.res.end();
  }
}
