import {
  draftBriefSchema,
  draftTotalCents,
  fitLinesToBudget,
  ROUND_PRICE_CENTS,
  proposalDraftJsonSchema,
  proposalDraftSchema,
  type DraftServiceLine,
} from './ai-draft';

const line = (price: number, quantity = 1, description = 'Work'): DraftServiceLine => ({
  description,
  price,
  quantity,
});

describe('fitLinesToBudget', () => {
  it.each([
    [[line(100), line(200), line(300)], 1000_00],
    [[line(1), line(1), line(1)], 100],
    [[line(33.33, 3), line(10, 7)], 12345_67],
    [[line(0), line(0)], 999],
    [[line(120, 40), line(95, 12)], 7_777_77],
    [[line(5000)], 1],
    [[line(1_000, 100_000)], 999_999_999],
  ])('makes the lines add up to the budget exactly (%#)', (lines, budgetCents) => {
    const fitted = fitLinesToBudget(lines, budgetCents);
    expect(draftTotalCents(fitted)).toBe(budgetCents);
    expect(fitted).toHaveLength(lines.length);
    for (const fittedLine of fitted) {
      expect(Number.isInteger(Math.round(fittedLine.price * 100))).toBe(true);
      expect(proposalDraftSchema.shape.services.element.safeParse(fittedLine).success).toBe(true);
    }
  });

  it('keeps each line’s share and quantity when the cents divide evenly', () => {
    expect(fitLinesToBudget([line(100, 2), line(300)], 1000_00)).toEqual([line(200, 2), line(600)]);
  });

  it('prices every unit in multiples of $5 when the budget is one', () => {
    // 1297.30 : 605.40 : 432.44 of $2,500 is 1388.9 : 648.2 : 463.0 by share.
    const fitted = fitLinesToBudget([line(1297.3), line(151.35, 4), line(432.44)], 2500_00);
    expect(fitted).toEqual([line(1395), line(160, 4), line(465)]);
  });

  it('prices in $5 steps for many budgets and quantities, the exact sum first', () => {
    const shapes = [
      [line(100), line(200), line(300)],
      [line(700, 4), line(1500), line(450)],
      [line(33.33, 3), line(10, 7), line(80)],
      [line(120, 12), line(95, 2), line(1)],
    ];
    for (const lines of shapes) {
      for (let budgetCents = 0; budgetCents <= 60_000_00; budgetCents += 1_234_57) {
        for (const budget of [budgetCents, budgetCents - (budgetCents % 500)]) {
          const fitted = fitLinesToBudget(lines, budget);
          expect(draftTotalCents(fitted)).toBe(budget);
          expect(fitted.map((l) => l.description)).toEqual(lines.map((l) => l.description));
          const offGrid = fitted.filter((l) => Math.round(l.price * 100) % ROUND_PRICE_CENTS !== 0);
          // A budget on the $5 grid prices every line on it; else one single unit takes the cents.
          if (budget % ROUND_PRICE_CENTS === 0) expect(offGrid).toEqual([]);
          else expect(offGrid).toEqual([expect.objectContaining({ quantity: 1 })]);
          // Each line is worth at least one step per unit once the budget can pay for that.
          if (budget >= 500 * lines.reduce((sum, l) => sum + l.quantity, 0) * 2)
            for (const fittedLine of fitted) expect(fittedLine.price).toBeGreaterThanOrEqual(5);
        }
      }
    }
  });

  it('moves cents that a quantity cannot carry to a single-unit line', () => {
    const fitted = fitLinesToBudget([line(10, 3), line(10)], 101);
    expect(fitted.map((l) => l.quantity)).toEqual([3, 1]);
    expect(draftTotalCents(fitted)).toBe(101);
  });

  it('keeps every quantity when whole units can still make up the budget', () => {
    // 180 and 216 steps of $5 leave 4 that neither 5 nor 3 units take: one 5 comes back, 3 × 3 go.
    const fitted = fitLinesToBudget([line(300, 5), line(600, 3)], 2000_00);
    expect(fitted).toEqual([line(175, 5), line(375, 3)]);
  });

  it('turns the largest line into one unit when no line has a single unit', () => {
    // $330 for 3 × $110, and the $10.01 no 3 units can share lands on the larger line.
    const fitted = fitLinesToBudget([line(10, 3), line(20, 3)], 1000_01);
    expect(fitted).toEqual([line(110, 3), line(670.01)]);
  });

  it('shares a budget equally among free lines, and a zero budget makes every line free', () => {
    expect(fitLinesToBudget([line(0), line(0)], 1000).map((l) => l.price)).toEqual([5, 5]);
    expect(draftTotalCents(fitLinesToBudget([line(10), line(20)], 0))).toBe(0);
  });
});

describe('draftBriefSchema', () => {
  it('accepts a short brief and rejects one too short, too long or with a bad budget', () => {
    expect(draftBriefSchema.safeParse({ project: 'A new website for a bakery' }).success).toBe(
      true,
    );
    expect(draftBriefSchema.safeParse({ project: 'site' }).success).toBe(false);
    expect(draftBriefSchema.safeParse({ project: 'x'.repeat(1001) }).success).toBe(false);
    expect(
      draftBriefSchema.safeParse({ project: 'A new website for a bakery', budget: 10.005 }).success,
    ).toBe(false);
    expect(
      draftBriefSchema.safeParse({ project: 'A new website for a bakery', industry: 'farming' })
        .success,
    ).toBe(false);
  });
});

describe('proposalDraftJsonSchema', () => {
  it('is a closed object schema with every field required and no string-length keywords', () => {
    const schema = proposalDraftJsonSchema();
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['proposalTitle', 'summary', 'services', 'paymentTerms', 'additionalTerms'],
    });
    expect(schema).not.toHaveProperty('$schema');
    expect(JSON.stringify(schema)).not.toMatch(/minLength|maxLength/);
    expect(JSON.stringify(schema)).toContain('"minItems":1');
  });
});
