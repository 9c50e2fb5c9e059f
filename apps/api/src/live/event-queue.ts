/**
 * A push queue read as an async iterator: what a subscription hands graphql-ws. Unlike an async
 * generator looping over another iterator, `return()` (the client unsubscribed, the socket
 * closed) ends it at once, even while a `next()` waits for an event that may never come, so the
 * Redis subscription behind it is let go.
 */
export class EventQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffered: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;

  /**
   * @param onEnd called once, when the queue ends for any reason.
   * @param capacity events kept for a reader that does not keep up; the oldest go first.
   */
  constructor(
    private readonly onEnd: () => void,
    private readonly capacity = 100,
  ) {}

  get done(): boolean {
    return this.ended;
  }

  push(value: T): void {
    if (this.ended) return;
    const reader = this.waiting.shift();
    if (reader) return reader({ value, done: false });
    this.buffered.push(value);
    if (this.buffered.length > this.capacity) this.buffered.shift();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffered.length > 0)
      return Promise.resolve({ value: this.buffered.shift()!, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error);
  }

  /** Ends the queue: readers waiting get `done`, and what was buffered is dropped. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.buffered.length = 0;
    for (const reader of this.waiting.splice(0)) reader({ value: undefined, done: true });
    this.onEnd();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
