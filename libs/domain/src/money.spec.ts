import {
  centsToDecimalString,
  decimalStringToCents,
  formatUsd,
  MAX_PRICE,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  parsePrice,
  parseQuantity,
  sumCents,
  toCents,
} from './money';

describe('money', () => {
  it('adds 0.1 and 0.2 as 30 cents', () => {
    const total = sumCents([
      { unitCents: toCents(0.1)!, quantity: 1 },
      { unitCents: toCents(0.2)!, quantity: 1 },
    ]);
    expect(total).toBe(30n);
    expect(centsToDecimalString(total)).toBe('0.30');
  });

  it('converts prices with at most two decimals and refuses more', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(0)).toBe(0);
    expect(toCents(MAX_PRICE)).toBe(MAX_PRICE_CENTS);
    expect(toCents(1.005)).toBeNull();
    expect(toCents(0.001)).toBeNull();
    expect(toCents(1e-20)).toBeNull();
    expect(toCents(5e-7)).toBeNull();
    // Float noise from a client's arithmetic still names a cent amount.
    expect(toCents(100.1 * 3)).toBe(30030);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(Number.NaN)).toBeNull();
  });

  it('sums the largest lines exactly, past the safe integer range', () => {
    const lines = Array.from({ length: 100 }, () => ({
      unitCents: MAX_PRICE_CENTS,
      quantity: MAX_QUANTITY,
    }));
    const total = sumCents(lines);
    expect(total).toBe(9_999_999_990_000_000n);
    expect(total > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(centsToDecimalString(total)).toBe('99999999900000.00');
  });

  it('round-trips numeric strings', () => {
    expect(decimalStringToCents('12.3')).toBe(1230n);
    expect(decimalStringToCents('0.05')).toBe(5n);
    expect(decimalStringToCents('9999999.99')).toBe(999999999n);
    expect(decimalStringToCents('-1.50')).toBe(-150n);
    expect(centsToDecimalString(-150n)).toBe('-1.50');
  });

  it('formats USD in US format', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('parses form input with the spec fallbacks', () => {
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice('abc')).toBe(0);
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('')).toBe(1);
  });
});
