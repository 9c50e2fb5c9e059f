import fc from 'fast-check';
import {
  addCalendarDays,
  addCalendarMonths,
  CALENDAR_DATE_MAX,
  CALENDAR_DATE_MIN,
  calendarDaysBetween,
  compareCalendarDates,
  formatCalendarDate,
  isCalendarDate,
  parseCalendarDate,
} from './calendar-date';

describe('calendar date', () => {
  it.each(['1900-01-01', '2999-12-31', '2028-02-29', '2000-02-29', '2026-04-30'])(
    'accepts %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each<[string, unknown]>([
    ['year 0000', '0000-01-01'],
    ['the day before the range', '1899-12-31'],
    ['the day after the range', '3000-01-01'],
    ['9999-12-31', '9999-12-31'],
    ['a five-digit year', '10000-01-01'],
    ['an expanded year', '+010000-01-01'],
    ['a negative year', '-000001-01-01'],
    ['30 February', '2026-02-30'],
    ['29 February of a common year', '2100-02-29'],
    ['31 April', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-01-00'],
    ['a timestamp', '2026-01-31T00:00:00Z'],
    ['one-digit month', '2026-1-31'],
    ['a number', 20260131],
    ['null', null],
    ['an empty string', ''],
  ])('refuses %s', (_label, value) => {
    expect(isCalendarDate(value)).toBe(false);
    expect(parseCalendarDate(value)).toBeNull();
  });

  it('parses and formats its parts', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(formatCalendarDate({ year: 1900, month: 1, day: 1 })).toBe('1900-01-01');
    expect(formatCalendarDate({ year: 3000, month: 1, day: 1 })).toBeNull();
    expect(formatCalendarDate({ year: 2026, month: 2, day: 30 })).toBeNull();
  });

  it('adds days and months within the range, and none past it', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays(CALENDAR_DATE_MAX, 1)).toBeNull();
    expect(addCalendarDays(CALENDAR_DATE_MIN, -1)).toBeNull();
    expect(addCalendarDays('2999-12-25', 7)).toBeNull();
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2999-12-31', 1)).toBeNull();
    expect(calendarDaysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(calendarDaysBetween(CALENDAR_DATE_MIN, CALENDAR_DATE_MAX)).toBe(401_766);
  });

  it('orders dates as text orders them, across the whole range', () => {
    const days = fc
      .integer({ min: 0, max: 401_766 })
      .map((n) => addCalendarDays(CALENDAR_DATE_MIN, n)!);
    fc.assert(
      fc.property(days, days, (a, b) => {
        expect(isCalendarDate(a) && isCalendarDate(b)).toBe(true);
        expect(Math.sign(compareCalendarDates(a, b))).toBe(Math.sign(calendarDaysBetween(b, a)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees with the JavaScript calendar on every real day in the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 401_766 }), (n) => {
        const expected = new Date(Date.UTC(1900, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        expect(addCalendarDays(CALENDAR_DATE_MIN, n)).toBe(expected);
        expect(isCalendarDate(expected)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
