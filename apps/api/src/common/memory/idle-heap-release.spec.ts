import { QuietAfterBusy } from './idle-heap-release';

/** The answers of one rule to a run of windows' event loop utilization. */
const answers = (utilizations: number[]) => {
  const rule = new QuietAfterBusy();
  return utilizations.map((utilization) => rule.next(utilization));
};

describe('QuietAfterBusy', () => {
  it('answers once, at the second idle window after a busy one', () => {
    expect(answers([0.9, 0.8, 0.01, 0.02, 0.01, 0.0])).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('never answers for an api that was never busy', () => {
    expect(answers([0.01, 0.1, 0.2, 0.01, 0.0, 0.03])).toEqual(Array(6).fill(false));
  });

  it('waits for the quiet to be unbroken: light use restarts the count, new load restarts it all', () => {
    expect(answers([0.5, 0.01, 0.1, 0.01, 0.01])).toEqual([false, false, false, false, true]);
    expect(answers([0.5, 0.01, 0.6, 0.01, 0.01])).toEqual([false, false, false, false, true]);
  });

  it('answers again after the next busy spell', () => {
    expect(answers([0.3, 0, 0, 0, 0.3, 0, 0])).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});
