import fc from 'fast-check';
import {
  LAST_DAY,
  RECURRENCE_FREQUENCIES,
  RecurrenceMessages,
  addDays,
  recurrenceDates,
  recurrenceErrors,
  upcomingDates,
  type Recurrence,
} from './recurrence';

describe('recurrence dates (worked out on a calendar)', () => {
  it.each<[string, Recurrence, string, number, string[]]>([
    [
      'monthly on the 31st through a leap February and a 30-day April',
      { frequency: 'month', start: '2028-01-31', dayOfMonth: 31 },
      '2028-01-01',
      5,
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31'],
    ],
    [
      'monthly on the last day, across a year end',
      { frequency: 'month', start: '2027-11-30', dayOfMonth: LAST_DAY },
      '2027-11-01',
      5,
      ['2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31'],
    ],
    [
      'monthly on the 5th, starting on the 20th: the first is next month',
      { frequency: 'month', start: '2028-01-20', dayOfMonth: 5 },
      '2028-01-01',
      3,
      ['2028-02-05', '2028-03-05', '2028-04-05'],
    ],
    [
      'monthly without a day: the start day',
      { frequency: 'month', start: '2027-12-15' },
      '2027-01-01',
      3,
      ['2027-12-15', '2028-01-15', '2028-02-15'],
    ],
    [
      'weekly across the leap day',
      { frequency: 'week', start: '2028-02-24' },
      '2028-01-01',
      3,
      ['2028-02-24', '2028-03-02', '2028-03-09'],
    ],
    [
      'every two weeks across a year end',
      { frequency: 'two-weeks', start: '2027-12-24' },
      '2027-12-01',
      3,
      ['2027-12-24', '2028-01-07', '2028-01-21'],
    ],
    [
      'quarterly on the 31st',
      { frequency: 'quarter', start: '2028-01-31', dayOfMonth: 31 },
      '2028-01-01',
      5,
      ['2028-01-31', '2028-04-30', '2028-07-31', '2028-10-31', '2029-01-31'],
    ],
    [
      'yearly from a leap day',
      { frequency: 'year', start: '2028-02-29' },
      '2028-01-01',
      5,
      ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29'],
    ],
    [
      'a count of 3 stops after three',
      { frequency: 'month', start: '2028-01-10', count: 3 },
      '2028-01-01',
      10,
      ['2028-01-10', '2028-02-10', '2028-03-10'],
    ],
    [
      'a count counts the dates before `from` too',
      { frequency: 'month', start: '2028-01-10', count: 3 },
      '2028-02-11',
      10,
      ['2028-03-10'],
    ],
    [
      'an end date is the last possible one',
      { frequency: 'month', start: '2028-01-31', dayOfMonth: 31, end: '2028-03-31' },
      '2028-01-01',
      10,
      ['2028-01-31', '2028-02-29', '2028-03-31'],
    ],
    [
      'the next two from a later day: the clamp does not stick',
      { frequency: 'month', start: '2028-01-31', dayOfMonth: 31 },
      '2028-04-01',
      2,
      ['2028-04-30', '2028-05-31'],
    ],
  ])('%s', (_, recurrence, from, limit, dates) => {
    expect(recurrenceDates(recurrence, from, limit)).toEqual(dates);
  });
});

describe('upcoming dates of a schedule under way', () => {
  const monthly: Recurrence = { frequency: 'month', start: '2028-01-31', dayOfMonth: LAST_DAY };

  it('starts at the start when nothing is issued', () => {
    expect(upcomingDates(monthly, {}, 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('continues after the last period issued', () => {
    expect(upcomingDates(monthly, { after: '2028-02-29', issued: 2 }, 2)).toEqual([
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('skips what lies before `from` (a resume does not catch up)', () => {
    expect(
      upcomingDates(monthly, { after: '2028-01-31', from: '2028-04-15', issued: 1 }, 2),
    ).toEqual(['2028-04-30', '2028-05-31']);
  });

  it('keeps the count as "this many in all"', () => {
    const three = { ...monthly, count: 3 };
    expect(upcomingDates(three, { after: '2028-01-31', issued: 1 }, 5)).toEqual([
      '2028-02-29',
      '2028-03-31',
    ]);
    // Two skipped while paused: the third invoice still comes, later.
    expect(upcomingDates(three, { after: '2028-01-31', from: '2028-05-01', issued: 1 }, 5)).toEqual(
      ['2028-05-31', '2028-06-30'],
    );
    expect(upcomingDates(three, { after: '2028-03-31', issued: 3 }, 5)).toEqual([]);
  });

  it('applies an edit from the next period: new rules, after what was issued', () => {
    const weekly: Recurrence = { frequency: 'week', start: '2028-03-01' };
    expect(upcomingDates(weekly, { after: '2028-03-31', issued: 3 }, 2)).toEqual([
      '2028-04-05',
      '2028-04-12',
    ]);
  });

  it('ends at the end date', () => {
    expect(upcomingDates({ ...monthly, end: '2028-03-30' }, { after: '2028-02-29' }, 5)).toEqual(
      [],
    );
  });

  it('adds days across a leap day and a year end', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('recurrence input', () => {
  it('names what is wrong', () => {
    expect(recurrenceErrors({ frequency: 'month', start: '2028-01-01', dayOfMonth: 32 })).toEqual({
      dayOfMonth: RecurrenceMessages.dayOfMonth,
    });
    expect(
      recurrenceErrors({ frequency: 'month', start: '2028-01-01', end: '2027-12-31' }),
    ).toEqual({
      end: RecurrenceMessages.endBeforeStart,
    });
    expect(
      recurrenceErrors({ frequency: 'week', start: '2028-01-01', end: '2028-02-01', count: 2 }),
    ).toEqual({ end: RecurrenceMessages.endOrCount });
    expect(recurrenceErrors({ frequency: 'week', start: '2028-01-01', count: 0 })).toEqual({
      count: RecurrenceMessages.count,
    });
    expect(
      recurrenceErrors({
        frequency: 'year',
        start: '2028-02-29',
        dayOfMonth: LAST_DAY,
        count: 1000,
      }),
    ).toEqual({});
  });
});

describe('recurrence properties', () => {
  const day = fc
    .date({
      min: new Date(Date.UTC(2000, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const recurrenceArb = fc.record({
    frequency: fc.constantFrom(...RECURRENCE_FREQUENCIES),
    start: day,
    dayOfMonth: fc.option(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant(LAST_DAY)), {
      nil: undefined,
    }),
    count: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  });

  it('dates rise, start on or after the start, keep the count, and one period apart', () => {
    fc.assert(
      fc.property(recurrenceArb, (recurrence) => {
        const dates = recurrenceDates(recurrence, '1900-01-01', 50);
        expect(dates.length).toBe(Math.min(50, recurrence.count ?? 50));
        expect(dates[0] >= recurrence.start).toBe(true);
        for (let i = 1; i < dates.length; i++) {
          expect(dates[i] > dates[i - 1]).toBe(true);
          const [a, b] = [new Date(dates[i - 1]), new Date(dates[i])];
          if (recurrence.frequency === 'week' || recurrence.frequency === 'two-weeks') {
            const days = recurrence.frequency === 'week' ? 7 : 14;
            expect((b.getTime() - a.getTime()) / 86_400_000).toBe(days);
          } else {
            const months = { month: 1, quarter: 3, year: 12 }[recurrence.frequency];
            const apart =
              (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
            expect(apart).toBe(months);
          }
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('issuing one period at a time walks the same dates as the preview', () => {
    fc.assert(
      fc.property(recurrenceArb, (recurrence) => {
        const preview = recurrenceDates(recurrence, recurrence.start, 30);
        const walked: string[] = [];
        for (let next = upcomingDates(recurrence, {}, 1)[0]; next && walked.length < 30;) {
          walked.push(next);
          next = upcomingDates(recurrence, { after: next, issued: walked.length }, 1)[0];
        }
        expect(walked).toEqual(preview);
      }),
      { numRuns: 1_000 },
    );
  });

  it('asking from any later day gives the tail of the same dates', () => {
    fc.assert(
      fc.property(recurrenceArb, fc.integer({ min: 0, max: 3000 }), (recurrence, later) => {
        const from = new Date(Date.parse(recurrence.start) + later * 86_400_000)
          .toISOString()
          .slice(0, 10);
        // 1,000 periods reach past any `from` 3,000 days after the start, plus 60 more.
        const all = recurrenceDates(recurrence, '1900-01-01', 1_000);
        const tail = recurrenceDates(recurrence, from, 60);
        expect(tail).toEqual(all.filter((date) => date >= from).slice(0, 60));
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('recurrence at the end of the range', () => {
  const within = (ms: number) => {
    const started = performance.now();
    return () => expect(performance.now() - started).toBeLessThan(ms);
  };

  it.each(RECURRENCE_FREQUENCIES)(
    'a %s schedule that reaches 2999-12-31 has no more dates, and says so at once',
    (frequency) => {
      const done = within(1_000);
      const recurrence: Recurrence = { frequency, start: '2999-12-31' };
      expect(recurrenceDates(recurrence, '2999-12-31', 1000)).toEqual(['2999-12-31']);
      expect(upcomingDates(recurrence, {}, 20)).toEqual(['2999-12-31']);
      expect(upcomingDates(recurrence, { after: '2999-12-31', issued: 1 }, 20)).toEqual([]);
      done();
    },
  );

  it('a monthly schedule near the end stops at the last month of the range', () => {
    expect(upcomingDates({ frequency: 'month', start: '2999-10-31' }, {}, 20)).toEqual([
      '2999-10-31',
      '2999-11-30',
      '2999-12-31',
    ]);
    expect(upcomingDates({ frequency: 'week', start: '2999-12-17' }, {}, 20)).toEqual([
      '2999-12-17',
      '2999-12-24',
      '2999-12-31',
    ]);
  });

  it.each([
    ['year 9999 (stored before the range existed)', '9999-12-31'],
    ['year 0000', '0000-01-01'],
    ['a five-digit year', '+010000-01-01'],
  ])('a start of %s gives no dates instead of looping', (_label, start) => {
    const done = within(1_000);
    for (const frequency of RECURRENCE_FREQUENCIES) {
      expect(recurrenceDates({ frequency, start }, '2026-01-01', 1000)).toEqual([]);
      expect(upcomingDates({ frequency, start }, { from: '2026-01-01' }, 20)).toEqual([]);
    }
    done();
  });

  it('a period issued past the range (old data) leaves no next date', () => {
    const monthly: Recurrence = { frequency: 'quarter', start: '2026-01-31' };
    expect(upcomingDates(monthly, { after: '9999-12-31', issued: 1 }, 2)).toEqual([]);
  });

  it('a weekly schedule from 1900 previewed in 2999 jumps to its dates rather than walking them', () => {
    const done = within(1_000);
    const weekly: Recurrence = { frequency: 'week', start: '1900-01-01' };
    for (let i = 0; i < 100; i++) {
      expect(upcomingDates(weekly, { from: '2999-12-20' }, 1000)).toEqual([
        '2999-12-23',
        '2999-12-30',
      ]);
    }
    done();
  });
});
