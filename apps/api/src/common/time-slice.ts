import { performance } from 'node:perf_hooks';

/** Work done on the event loop before it lets other requests in: well under the 100 ms warning. */
export const SLICE_MS = 20;

/** Lets the event loop run what waits (other requests, timers, I/O) before going on. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `each` on every item in order, yielding to the event loop every `SLICE_MS` of work, so a
 * long valid input (10,000 CSV rows through class-validator) shares the loop instead of holding
 * it while every other request waits.
 */
export async function forEachSliced<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  sliceMs = SLICE_MS,
): Promise<void> {
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index++) {
    each(items[index], index);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
}
