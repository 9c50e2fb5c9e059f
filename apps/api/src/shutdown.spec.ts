import { requestGraceMs } from './shutdown';

describe('requestGraceMs', () => {
  it.each([
    // timeout, drain, grace: 5 s kept for closing the rest, or half of what is left below 10 s
    [25_000, 0, 20_000],
    [25_000, 5_000, 15_000],
    [10_000, 0, 5_000],
    [5_000, 0, 2_500],
    [5_000, 3_000, 1_000],
    [5_000, 5_000, 0],
    [5_000, 8_000, 0],
  ])('SHUTDOWN_TIMEOUT_MS %i with a %i ms drain leaves requests %i ms', (timeout, drain, grace) => {
    expect(requestGraceMs(timeout, drain)).toBe(grace);
  });
});
