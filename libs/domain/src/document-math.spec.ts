import fc from 'fast-check';
import {
  allocate,
  computeDocument,
  currencyMinorUnits,
  formatMinor,
  isCurrencyCode,
  roundFraction,
  type MathDocument,
  type MathLine,
  type RoundingRule,
  type TaxRate,
} from './document-math';

const VAT20: TaxRate = { id: 'vat', name: 'VAT 20%', rate: 20_000n };
const TEN: TaxRate = { id: 'ten', name: 'Tax 10%', rate: 10_000n };
const GST: TaxRate = { id: 'gst', name: 'GST 5%', rate: 5_000n };
const QST: TaxRate = { id: 'qst', name: 'QST 9.975%', rate: 9_975n };
const line = (unitPrice: number, quantity: number, rest: Partial<MathLine> = {}): MathLine => ({
  unitPrice: BigInt(unitPrice),
  quantity: BigInt(quantity),
  ...rest,
});
const HALF_UP_LINE: RoundingRule = { scope: 'line', method: 'half-up' };
const HALF_EVEN_LINE: RoundingRule = { scope: 'line', method: 'half-even' };
const HALF_EVEN_TOTAL: RoundingRule = { scope: 'total', method: 'half-even' };

/** Worked out by hand; amounts in minor units. */
const CASES: {
  what: string;
  doc: MathDocument;
  subtotal: number;
  discount: number;
  taxes: [string, number, number][]; // id, base, tax
  total: number;
}[] = [
  {
    what: 'no tax, no discount: the spec’s sum of price × quantity',
    doc: { lines: [line(1000, 3), line(250, 2)], taxes: [] },
    subtotal: 3500,
    discount: 0,
    taxes: [],
    total: 3500,
  },
  {
    what: 'VAT 20% on 19.99: 3.998 rounds half-up to 4.00',
    doc: { lines: [line(1999, 1, { taxIds: ['vat'] })], taxes: [VAT20] },
    subtotal: 1999,
    discount: 0,
    taxes: [['vat', 1999, 400]],
    total: 2399,
  },
  {
    what: 'a tie (0.5 cent): half-up takes 1',
    doc: { lines: [line(5, 1, { taxIds: ['ten'] })], taxes: [TEN], rounding: HALF_UP_LINE },
    subtotal: 5,
    discount: 0,
    taxes: [['ten', 5, 1]],
    total: 6,
  },
  {
    what: 'a tie (0.5 cent): half-even takes 0',
    doc: { lines: [line(5, 1, { taxIds: ['ten'] })], taxes: [TEN], rounding: HALF_EVEN_LINE },
    subtotal: 5,
    discount: 0,
    taxes: [['ten', 5, 0]],
    total: 5,
  },
  {
    what: 'three ties rounded per line, half-up: 1 + 1 + 1',
    doc: {
      lines: [1, 2, 3].map(() => line(5, 1, { taxIds: ['ten'] })),
      taxes: [TEN],
      rounding: HALF_UP_LINE,
    },
    subtotal: 15,
    discount: 0,
    taxes: [['ten', 15, 3]],
    total: 18,
  },
  {
    what: 'three ties rounded per line, half-even: 0 + 0 + 0',
    doc: {
      lines: [1, 2, 3].map(() => line(5, 1, { taxIds: ['ten'] })),
      taxes: [TEN],
      rounding: HALF_EVEN_LINE,
    },
    subtotal: 15,
    discount: 0,
    taxes: [['ten', 15, 0]],
    total: 15,
  },
  {
    what: 'the same three on the total (default, half-up): 1.5 → 2',
    doc: { lines: [1, 2, 3].map(() => line(5, 1, { taxIds: ['ten'] })), taxes: [TEN] },
    subtotal: 15,
    discount: 0,
    taxes: [['ten', 15, 2]],
    total: 17,
  },
  {
    what: 'the same three on the total, half-even: 1.5 → 2 (2 is even)',
    doc: {
      lines: [1, 2, 3].map(() => line(5, 1, { taxIds: ['ten'] })),
      taxes: [TEN],
      rounding: HALF_EVEN_TOTAL,
    },
    subtotal: 15,
    discount: 0,
    taxes: [['ten', 15, 2]],
    total: 17,
  },
  {
    what: '10% off a line, then 3.00 off the document shared 1.93 / 1.07, then VAT',
    doc: {
      lines: [
        line(1000, 2, { discount: { percent: 10_000n }, taxIds: ['vat'] }),
        line(1000, 1, { taxIds: ['vat'] }),
      ],
      taxes: [VAT20],
      discount: { amount: 300n },
    },
    subtotal: 3000,
    discount: 500, // 200 + 300
    taxes: [['vat', 2500, 500]],
    total: 3000,
  },
  {
    what: 'GST 5% and QST 9.975% on 100.00 (Québec): 5.00 + 9.98 = 114.98',
    doc: { lines: [line(10000, 1, { taxIds: ['gst', 'qst'] })], taxes: [GST, QST] },
    subtotal: 10000,
    discount: 0,
    taxes: [
      ['gst', 10000, 500],
      ['qst', 10000, 998],
    ],
    total: 11498,
  },
  {
    what: 'prices with VAT inside: 120.00 is 100.00 + 20.00',
    doc: {
      lines: [line(12000, 1, { taxIds: ['vat'] })],
      taxes: [VAT20],
      pricesIncludeTax: true,
    },
    subtotal: 12000,
    discount: 0,
    taxes: [['vat', 10000, 2000]],
    total: 12000,
  },
  {
    what: 'EUR 10.05 with VAT 20% inside: 1.675 → 1.68, so the base is 8.37, not 8.375 → 8.38',
    doc: { lines: [line(1005, 1, { taxIds: ['vat'] })], taxes: [VAT20], pricesIncludeTax: true },
    subtotal: 1005,
    discount: 0,
    taxes: [['vat', 837, 168]],
    total: 1005,
  },
  {
    what: 'the same per line: the line’s rounded tax gives the same 8.37 + 1.68',
    doc: {
      lines: [line(1005, 1, { taxIds: ['vat'] })],
      taxes: [VAT20],
      pricesIncludeTax: true,
      rounding: HALF_UP_LINE,
    },
    subtotal: 1005,
    discount: 0,
    taxes: [['vat', 837, 168]],
    total: 1005,
  },
  {
    what: '33.39 with VAT 20% inside, half-even: 5.565 → 5.56, so the base is 27.83 (not 27.82)',
    doc: {
      lines: [line(3339, 1, { taxIds: ['vat'] })],
      taxes: [VAT20],
      pricesIncludeTax: true,
      rounding: HALF_EVEN_TOTAL,
    },
    subtotal: 3339,
    discount: 0,
    taxes: [['vat', 2783, 556]],
    total: 3339,
  },
  {
    what: 'CAD 35.00 + 35.00 + 70.38 with GST and QST inside, per line: 122.09 + 6.10 + 12.19',
    // Lines of 35.00: 30.4414… without tax, GST 1.522 → 1.52, QST 3.0365 → 3.04, net 30.44.
    // 70.38: 61.2133… without tax, GST 3.0607 → 3.06, QST 6.1062 → 6.11, net 61.21.
    // Rounding the document's base on its own gives 122.0961 → 122.10, a cent over the total.
    doc: {
      lines: [3500, 3500, 7038].map((price) => line(price, 1, { taxIds: ['gst', 'qst'] })),
      taxes: [GST, QST],
      pricesIncludeTax: true,
      rounding: HALF_UP_LINE,
    },
    subtotal: 14038,
    discount: 0,
    taxes: [
      ['gst', 12209, 610],
      ['qst', 12209, 1219],
    ],
    total: 14038,
  },
  {
    what: 'the same CAD lines on the total: GST 6.1048 → 6.10, QST 12.1791 → 12.18, base 122.10',
    doc: {
      lines: [3500, 3500, 7038].map((price) => line(price, 1, { taxIds: ['gst', 'qst'] })),
      taxes: [GST, QST],
      pricesIncludeTax: true,
    },
    subtotal: 14038,
    discount: 0,
    taxes: [
      ['gst', 12210, 610],
      ['qst', 12210, 1218],
    ],
    total: 14038,
  },
  {
    what: 'two rates inside on different lines: each base is its lines less their tax',
    // 10.05 at 20%: 1.675 → 1.68, base 8.37. 5.55 at 10%: 0.50454… → 0.50, base 5.05.
    doc: {
      lines: [line(1005, 1, { taxIds: ['vat'] }), line(555, 1, { taxIds: ['ten'] })],
      taxes: [VAT20, TEN],
      pricesIncludeTax: true,
    },
    subtotal: 1560,
    discount: 0,
    taxes: [
      ['vat', 837, 168],
      ['ten', 505, 50],
    ],
    total: 1560,
  },
  {
    what: 'JPY has no minor unit: ¥1,000 × 3 at 10% is ¥3,300',
    doc: { lines: [line(1000, 3, { taxIds: ['ten'] })], taxes: [TEN] },
    subtotal: 3000,
    discount: 0,
    taxes: [['ten', 3000, 300]],
    total: 3300,
  },
  {
    what: 'KWD has three: 1.250 × 2 at 5% is 2.625',
    doc: { lines: [line(1250, 2, { taxIds: ['gst'] })], taxes: [GST] },
    subtotal: 2500,
    discount: 0,
    taxes: [['gst', 2500, 125]],
    total: 2625,
  },
  {
    what: 'a document tax on every line, once even where the line names it too',
    doc: {
      lines: [line(1000, 1, { taxIds: ['vat'] }), line(500, 1)],
      taxes: [VAT20],
      documentTaxIds: ['vat'],
    },
    subtotal: 1500,
    discount: 0,
    taxes: [['vat', 1500, 300]],
    total: 1800,
  },
  {
    what: 'a discount larger than the document takes it to zero, never below',
    doc: {
      lines: [line(3000, 1, { taxIds: ['vat'] })],
      taxes: [VAT20],
      discount: { amount: 5000n },
    },
    subtotal: 3000,
    discount: 3000,
    taxes: [['vat', 0, 0]],
    total: 0,
  },
];

describe('computeDocument: hand-computed cases', () => {
  it.each(CASES)('$what', ({ doc, subtotal, discount, taxes, total }) => {
    const result = computeDocument(doc);
    expect(result.subtotal).toBe(BigInt(subtotal));
    expect(result.discount).toBe(BigInt(discount));
    expect(result.taxes.map((t) => [t.id, Number(t.base), Number(t.tax)])).toEqual(taxes);
    expect(result.total).toBe(BigInt(total));
  });
});

const RATES = [VAT20, TEN, GST, QST, { id: 'zero', name: 'Zero', rate: 0n }];
const discountArb = fc.option(
  fc.oneof(
    fc.record({ percent: fc.bigInt({ min: 0n, max: 100_000n }) }),
    fc.record({ amount: fc.bigInt({ min: 0n, max: 10_000_000n }) }),
  ),
  { nil: null },
);
const lineArb = fc.record({
  unitPrice: fc.bigInt({ min: 0n, max: 999_999_999n }),
  quantity: fc.bigInt({ min: 1n, max: 100_000n }),
  discount: discountArb,
  taxIds: fc.uniqueArray(fc.constantFrom(...RATES.map((r) => r.id)), { maxLength: 2 }),
});
const documentArb: fc.Arbitrary<MathDocument> = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
  taxes: fc.constant(RATES),
  documentTaxIds: fc.uniqueArray(fc.constantFrom(...RATES.map((r) => r.id)), { maxLength: 1 }),
  discount: discountArb,
  pricesIncludeTax: fc.boolean(),
  rounding: fc.record({
    scope: fc.constantFrom('line' as const, 'total' as const),
    method: fc.constantFrom('half-up' as const, 'half-even' as const),
  }),
});

describe('computeDocument: properties over random documents', () => {
  it('adds up: the tax summary makes the tax, and the total is subtotal − discount (+ tax)', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const r = computeDocument(doc);
        expect(r.taxes.reduce((a, t) => a + t.tax, 0n)).toBe(r.tax);
        expect(r.total).toBe(
          doc.pricesIncludeTax ? r.subtotal - r.discount : r.subtotal - r.discount + r.tax,
        );
        expect(r.lines.reduce((a, l) => a + l.amount, 0n)).toBe(r.subtotal - r.discount);
        expect(r.discount >= 0n && r.discount <= r.subtotal).toBe(true);
        for (const l of r.lines) expect(l.amount >= 0n).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds up without tax: the lines’ nets plus the taxes make the total (EN 16931 BR-CO-15)', () => {
    const lineRateIds = (doc: MathDocument, i: number) =>
      new Set([...(doc.lines[i].taxIds ?? []), ...(doc.documentTaxIds ?? [])]);
    fc.assert(
      fc.property(documentArb, (doc) => {
        const r = computeDocument(doc);
        expect(r.lines.reduce((a, l) => a + l.net, 0n) + r.tax).toBe(r.total);
        r.lines.forEach((l, i) => {
          expect(l.net >= 0n && l.net <= l.amount).toBe(true);
          if (!doc.pricesIncludeTax || lineRateIds(doc, i).size === 0) expect(l.net).toBe(l.amount);
        });
        // Each rate's base is the net of the lines it is on.
        for (const summary of r.taxes) {
          const on = r.lines.filter((_, i) => lineRateIds(doc, i).has(summary.id));
          expect(summary.base).toBe(on.reduce((a, l) => a + l.net, 0n));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('with prices including tax, one base plus the taxes is the total, in every rule', () => {
    // What a reader checks on the page: where every line carries the same rates (one VAT, or
    // GST + QST), the base shown beside each rate plus the taxes is the total, to the unit.
    const sameRates = fc
      .tuple(
        fc.uniqueArray(fc.constantFrom(...RATES.map((r) => r.id)), { minLength: 1, maxLength: 2 }),
        documentArb,
      )
      .map(([taxIds, doc]): MathDocument => ({
        ...doc,
        pricesIncludeTax: true,
        documentTaxIds: [],
        lines: doc.lines.map((l) => ({ ...l, taxIds })),
      }));
    fc.assert(
      fc.property(sameRates, (doc) => {
        const r = computeDocument(doc);
        for (const summary of r.taxes) expect(summary.base + r.tax).toBe(r.total);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds each rate to within half a unit of the exact tax (total scope), or a unit per line', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const r = computeDocument(doc);
        for (const summary of r.taxes) {
          const rate = summary.rate;
          // The exact tax of the rate, as a fraction over a common denominator of the lines'.
          let n = 0n;
          let d = 1n;
          let lines = 0n;
          r.lines.forEach((l, i) => {
            const ids = new Set([...(doc.lines[i].taxIds ?? []), ...(doc.documentTaxIds ?? [])]);
            if (!ids.has(summary.id)) return;
            lines += 1n;
            const sum = [...ids].reduce((a, id) => a + RATES.find((x) => x.id === id)!.rate, 0n);
            const den = doc.pricesIncludeTax ? 100_000n + sum : 100_000n;
            n = n * den + l.amount * rate * d;
            d = d * den;
          });
          // |tax − n/d| ≤ ½ (total) or ≤ ½ per line (line): 2·|tax·d − n| ≤ d · (1 or lines).
          const gap = summary.tax * d - n;
          const allowed = d * (doc.rounding?.scope === 'line' ? lines : 1n);
          expect(2n * (gap < 0n ? -gap : gap) <= allowed).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('shares a document discount out exactly, each line at most its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        (weights, wanted) => {
          const sum = weights.reduce((a, b) => a + b, 0n);
          const total = wanted > sum ? sum : wanted;
          const shares = allocate(total, weights);
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(sum === 0n ? 0n : total);
          shares.forEach((share, i) => expect(share >= 0n && share <= weights[i]).toBe(true));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rounds a fraction to the nearest whole, ties by the method', () => {
    expect([5n, 15n, 25n].map((n) => roundFraction(n, 10n, 'half-up'))).toEqual([1n, 2n, 3n]);
    expect([5n, 15n, 25n].map((n) => roundFraction(n, 10n, 'half-even'))).toEqual([0n, 2n, 2n]);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.constantFrom('half-up' as const, 'half-even' as const),
        (n, d, method) => {
          const gap = roundFraction(n, d, method) * d - n;
          expect(2n * (gap < 0n ? -gap : gap) <= d).toBe(true);
        },
      ),
    );
  });
});

describe('currencies', () => {
  it('knows minor units and formats in the locale, exactly', () => {
    expect(['JPY', 'USD', 'KWD'].map(currencyMinorUnits)).toEqual([0, 2, 3]);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(formatMinor(123456n, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMinor(123456n, 'JPY', 'en-US')).toBe('¥123,456');
    expect(formatMinor(1250n, 'KWD', 'en-US')).toBe('KWD\u00a01.250');
    expect(formatMinor(999_999_999_999_999_99n, 'USD')).toBe('$999,999,999,999,999.99');
  });
});
