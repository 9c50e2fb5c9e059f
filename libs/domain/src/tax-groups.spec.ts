import fc from 'fast-check';
import { creditNoteTaxGroups } from './credit-notes';
import { computeDocument, type MathDocument, type MathLine, type TaxRate } from './document-math';
import { depositLines, depositVat, splitGross, taxGroups, type TaxGroup } from './tax-groups';

const VAT19: TaxRate = { id: 'vat19', name: 'VAT 19%', rate: 19_000n };
const VAT7: TaxRate = { id: 'vat7', name: 'VAT 7%', rate: 7_000n };
const VAT20: TaxRate = { id: 'vat20', name: 'VAT 20%', rate: 20_000n };
const GST: TaxRate = { id: 'gst', name: 'GST 5%', rate: 5_000n };
const QST: TaxRate = { id: 'qst', name: 'QST 9.975%', rate: 9_975n };
const line = (unitPrice: number, quantity: number, rest: Partial<MathLine> = {}): MathLine => ({
  unitPrice: BigInt(unitPrice),
  quantity: BigInt(quantity),
  ...rest,
});
const group = (rates: TaxRate[], net: number, tax: number): TaxGroup => ({
  rates,
  net: BigInt(net),
  tax: BigInt(tax),
  gross: BigInt(net + tax),
});
/** [rate ids, gross, net, tax] of each part, as the tables write them. */
const rows = (parts: TaxGroup[]) =>
  parts.map((p) => [
    p.rates.map((r) => r.id).join('+'),
    Number(p.gross),
    Number(p.net),
    Number(p.tax),
  ]);

describe('taxGroups', () => {
  it('groups the lines by their taxes, with the amounts computeDocument gave them', () => {
    // 1,000.00 at 19% twice (tax 380.00), 500.00 at 7% (35.00), 100.00 without tax.
    const doc: MathDocument = {
      lines: [
        line(100_000, 1, { taxIds: ['vat19'] }),
        line(50_000, 1, { taxIds: ['vat7'] }),
        line(10_000, 1),
        line(50_000, 2, { taxIds: ['vat19'] }),
      ],
      taxes: [VAT19, VAT7],
    };
    expect(rows(taxGroups(doc))).toEqual([
      ['vat19', 238_000, 200_000, 38_000],
      ['vat7', 53_500, 50_000, 3_500],
      ['', 10_000, 10_000, 0],
    ]);
  });

  it('takes the document’s discount and its taxes, and prices with tax inside', () => {
    // 10% off 300.00 (line A 200.00 at 20%, line B 100.00 with GST on every line + QST).
    const doc: MathDocument = {
      lines: [line(20_000, 1, { taxIds: ['vat20'] }), line(10_000, 1, { taxIds: ['qst'] })],
      taxes: [VAT20, GST, QST],
      documentTaxIds: ['gst'],
      discount: { percent: 10_000n },
      pricesIncludeTax: true,
    };
    const groups = taxGroups(doc);
    // 180.00 with 25% inside: 36.00; 90.00 with 14.975% inside: 11.7221… → 3.913+7.809 shared.
    expect(rows(groups)).toEqual([
      ['vat20+gst', 18_000, 14_400, 3_600],
      ['gst+qst', 9_000, 7_828, 1_172],
    ]);
    expect(groups.reduce((a, g) => a + g.gross, 0n)).toBe(computeDocument(doc).total);
  });
});

describe('splitGross and creditNoteTaxGroups: worked out by hand', () => {
  const twoRates = [group([VAT19], 100_000, 19_000), group([VAT7], 50_000, 3_500)];

  it.each([
    {
      what: 'a part of two rates: 500.00 of 1,725.00; the spare cent to the larger remainder',
      // 50000 × 119000 / 172500 = 34492.75; 50000 × 53500 / 172500 = 15507.25 (both .x: the
      // first wins the tie). VAT 34493 × 19/119 = 5507.23 → 5507; 15507 × 7/107 = 1014.48 → 1014.
      amount: 50_000,
      groups: twoRates,
      parts: [
        ['vat19', 34_493, 28_986, 5_507],
        ['vat7', 15_507, 14_493, 1_014],
      ],
    },
    {
      what: 'the whole invoice: each group as invoiced, to the cent',
      amount: 172_500,
      groups: twoRates,
      parts: [
        ['vat19', 119_000, 100_000, 19_000],
        ['vat7', 53_500, 50_000, 3_500],
      ],
    },
    {
      what: 'lines without tax take their share with no tax',
      // 110.00 of 220.00: 100.00 untaxed → 50.00; 120.00 at 20% → 60.00, of which 10.00 VAT.
      amount: 11_000,
      groups: [group([], 10_000, 0), group([VAT20], 10_000, 2_000)],
      parts: [
        ['', 5_000, 5_000, 0],
        ['vat20', 6_000, 5_000, 1_000],
      ],
    },
    {
      what: 'a tax on the half unit, half-up: 0.63 with 20% inside is 0.105 → 0.11',
      amount: 63,
      groups: [group([VAT20], 100, 20)],
      parts: [['vat20', 63, 52, 11]],
    },
    {
      what: 'two taxes on one group are taken out together: 100.00 with 14.975% inside',
      // 10000 × 14975 / 114975 = 1302.46 → 1302.
      amount: 10_000,
      groups: [group([GST, QST], 20_000, 2_995)],
      parts: [['gst+qst', 10_000, 8_698, 1_302]],
    },
    { what: 'nothing', amount: 0, groups: twoRates, parts: [] },
  ])('$what', ({ amount, groups, parts }) => {
    expect(rows(creditNoteTaxGroups(BigInt(amount), groups))).toEqual(parts);
  });

  it('rounds the half unit by the rule: half-even keeps 0.10 where half-up takes 0.11', () => {
    expect(rows(splitGross(63n, [group([VAT20], 100, 20)], 'half-even'))).toEqual([
      ['vat20', 63, 53, 10],
    ]);
  });

  it('refuses a negative amount', () => {
    expect(() => splitGross(-1n, [])).toThrow(RangeError);
  });
});

describe('depositLines', () => {
  it('makes one line per group, priced with tax inside, that the math charges exactly', () => {
    // 1,725.00 (1,190.00 at 19%, 535.00 at 7%); a deposit of 30%: 517.50.
    const doc: MathDocument = {
      lines: [line(100_000, 1, { taxIds: ['vat19'] }), line(50_000, 1, { taxIds: ['vat7'] })],
      taxes: [VAT19, VAT7],
    };
    const lines = depositLines(doc, 51_750n);
    // 51750 × 119000 / 172500 = 35700; 51750 × 53500 / 172500 = 16050 (exact).
    expect(
      lines.map(({ unitPrice, quantity, taxIds }) => ({ unitPrice, quantity, taxIds })),
    ).toEqual([
      { unitPrice: 35_700n, quantity: 1n, taxIds: ['vat19'] },
      { unitPrice: 16_050n, quantity: 1n, taxIds: ['vat7'] },
    ]);
    const deposit = computeDocument({ lines, taxes: doc.taxes, pricesIncludeTax: true });
    expect(deposit.total).toBe(51_750n);
    // 35700 × 19/119 = 5700; 16050 × 7/107 = 1050.
    expect(deposit.taxes.map((t) => [t.id, t.base, t.tax])).toEqual([
      ['vat19', 30_000n, 5_700n],
      ['vat7', 15_000n, 1_050n],
    ]);
  });

  it('keeps the document’s own taxes as document taxes', () => {
    const doc: MathDocument = {
      lines: [line(10_000, 1, { taxIds: ['qst'] }), line(10_000, 1)],
      taxes: [GST, QST],
      documentTaxIds: ['gst'],
    };
    expect(depositLines(doc, 5_000n).map((l) => l.taxIds)).toEqual([['qst'], []]);
  });
});

const RATES = [VAT20, VAT19, VAT7, GST, QST, { id: 'zero', name: 'Zero', rate: 0n }];
const groupArb = fc
  .record({
    rates: fc.subarray(RATES, { maxLength: 2 }),
    net: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
  })
  .map(({ rates, net }): TaxGroup => {
    const tax = (net * rates.reduce((a, r) => a + r.rate, 0n)) / 100_000n;
    return { rates, net, tax, gross: net + tax };
  });

describe('splitGross: properties', () => {
  it('adds up to the amount exactly, and each part’s net + tax is its gross', () => {
    fc.assert(
      fc.property(
        fc.array(groupArb, { minLength: 1, maxLength: 6 }),
        fc.bigInt({ min: 0n, max: 10_000_000_000n }),
        fc.constantFrom('half-up' as const, 'half-even' as const),
        (groups, cap, method) => {
          const total = groups.reduce((a, g) => a + g.gross, 0n);
          const amount = total === 0n ? 0n : cap % (total + 1n);
          const parts = splitGross(amount, groups, method);
          expect(parts.reduce((a, p) => a + p.gross, 0n)).toBe(amount);
          for (const part of parts) {
            expect(part.net + part.tax).toBe(part.gross);
            expect(part.net >= 0n && part.tax >= 0n).toBe(true);
          }
          if (amount === total) expect(parts).toEqual(groups.filter((g) => g.gross > 0n));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a deposit’s lines charge the deposit exactly, over random documents', () => {
    const docArb = fc.record({
      lines: fc.array(
        fc.record({
          unitPrice: fc.bigInt({ min: 0n, max: 99_999_999n }),
          quantity: fc.bigInt({ min: 1n, max: 1_000n }),
          taxIds: fc.subarray(['vat20', 'vat7', 'gst', 'qst'], { maxLength: 2 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      pricesIncludeTax: fc.boolean(),
      share: fc.bigInt({ min: 0n, max: 100n }),
    });
    fc.assert(
      fc.property(docArb, ({ lines, pricesIncludeTax, share }) => {
        const doc: MathDocument = { lines, taxes: RATES, pricesIncludeTax };
        const amount = (computeDocument(doc).total * share) / 100n;
        const deposit = depositLines(doc, amount);
        const totals = computeDocument({ lines: deposit, taxes: RATES, pricesIncludeTax: true });
        expect(totals.total).toBe(amount);
        // Each part's tax is what the deposit's math charges, where a line has one rate (two
        // are rounded one by one there, and together here).
        if (lines.every((l) => l.taxIds.length < 2))
          expect(totals.tax).toBe(deposit.reduce((a, l) => a + l.part.tax, 0n));
      }),
      { numRuns: 500 },
    );
  });
});

describe('depositVat: the VAT inside the deposit a final invoice deducts', () => {
  it.each([
    // A deposit invoice of 357.00 with 57.00 VAT (19 %), paid in full: all of its VAT.
    [35700n, 5700n, 35700n, 5700n],
    // Half of it paid: 28.50.
    [17850n, 5700n, 35700n, 2850n],
    // 100.00 of 428.58 + 449.40 (19 % and 7 %, VAT 68.43 + 29.40 = 97.83): 97.83 × 100 / 877.98
    // = 11.1426…, 11.14.
    [10000n, 9783n, 87798n, 1114n],
    // A third of 1.00 with 0.16 VAT: 0.0533… rounds to 0.05.
    [33n, 16n, 100n, 5n],
    // An untaxed deposit, or nothing invoiced: none.
    [5000n, 0n, 5000n, 0n],
    [0n, 0n, 0n, 0n],
  ])('%s paid of a deposit with %s VAT in %s holds %s', (paid, tax, total, expected) => {
    expect(depositVat(paid, tax, total)).toBe(expected);
  });
});
