import { percentToThousandths } from './tax-rates';

describe('percentToThousandths', () => {
  it.each([
    [20, 20000n],
    [9.975, 9975n],
    [0, 0n],
    [100, 100000n],
    [0.001, 1n],
  ])('keeps %p as %p thousandths', (percent, thousandths) => {
    expect(percentToThousandths(percent)).toBe(thousandths);
  });

  it.each([5e-324, 1e-7, 0.0004, 20.0001, 9.97500000001, -1, 100.001, NaN, Infinity])(
    'refuses %p, which would be stored as another value',
    (percent) => {
      expect(percentToThousandths(percent)).toBeNull();
    },
  );
});
