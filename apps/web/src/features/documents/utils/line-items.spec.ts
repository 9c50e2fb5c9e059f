import { DocumentMessages, Messages } from '@dealdraft/domain';
import { countedQuantity, formatCents, lineCents, lineItemSchema, totalCents } from './line-items';

const line = (price: string, quantity: string) => ({ price, quantity });

describe('line totals', () => {
  it('adds in cents: 0.1 + 0.2 is $0.30', () => {
    expect(formatCents(totalCents([line('0.1', '1'), line('0.2', '1')]))).toBe('$0.30');
  });

  it('multiplies price by quantity per line', () => {
    expect(formatCents(lineCents(line('19.99', '3')))).toBe('$59.97');
    expect(formatCents(totalCents([line('1200', '1'), line('85.5', '40')]))).toBe('$4,620.00');
  });

  it('reads a price that is not a number as 0 (spec §5)', () => {
    expect(lineCents(line('', '3'))).toBe(0n);
    expect(lineCents(line('abc', '3'))).toBe(0n);
  });

  it('reads a quantity that is not a whole number as one (spec §5)', () => {
    expect(lineCents(line('10', ''))).toBe(1000n);
    expect(lineCents(line('10', 'abc'))).toBe(1000n);
    expect(lineCents(line('10', '2.7'))).toBe(2000n);
  });

  it('gives back the quantity it counts, as the field then shows it', () => {
    expect(countedQuantity('1.5')).toBe('1');
    expect(countedQuantity('2.9')).toBe('2');
    expect(countedQuantity('')).toBe('1');
    expect(countedQuantity('12')).toBe('12');
    for (const typed of ['1.5', '2.9', '', '12']) {
      expect(lineCents(line('10', typed))).toBe(lineCents(line('10', countedQuantity(typed))));
    }
  });

  it('stays exact past the largest safe integer', () => {
    const lines = Array.from({ length: 100 }, () => line('9999999.99', '100000'));
    expect(totalCents(lines)).toBe(9_999_999_990_000_000n);
  });
});

describe('lineItemSchema', () => {
  const valid = {
    description: 'Design',
    extraDetails: '',
    price: '0',
    quantity: '1',
    discountKind: 'percent',
    discountValue: '',
    taxRateIds: [],
  };
  const errorsOf = (values: object) => {
    const result = lineItemSchema.safeParse({ ...valid, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it('parses the numbers a line holds as text', () => {
    expect(lineItemSchema.parse({ ...valid, price: '12.5', quantity: '3' })).toEqual({
      ...valid,
      price: 12.5,
      quantity: 3,
    });
  });

  it('accepts a price of 0 and applies the fallbacks', () => {
    expect(lineItemSchema.parse({ ...valid, price: '', quantity: '' })).toMatchObject({
      price: 0,
      quantity: 1,
    });
  });

  it('gives the spec messages', () => {
    expect(errorsOf({ description: '  ', price: '-1', quantity: '0' })).toEqual({
      description: Messages.validation.required,
      price: Messages.validation.positive,
      quantity: Messages.validation.positive,
    });
  });

  it('keeps prices within the bounds the api accepts (decimals by currency: refineMoney)', () => {
    expect(errorsOf({ price: '10000000' })).toEqual({ price: DocumentMessages.priceMax });
    expect(errorsOf({ quantity: '100001' })).toEqual({ quantity: DocumentMessages.quantityRange });
  });
});
