/**
 * A calendar day as 'YYYY-MM-DD', the one date type of the product: documents' dates, payments,
 * refunds, credit notes and recurring schedules all take it, in the api and the web alike.
 *
 * Its range is 1900-01-01..2999-12-31. PostgreSQL refuses year 0000 (a 500 when it reached the
 * database), and past 9999 JavaScript writes '+010000-01-01', which sorts below '9999-…' as text:
 * a loop over dates that compared them as strings never ended. Within the range every date has
 * four digits, so string order is date order, and every loop over dates can stop at the end.
 */

export const CALENDAR_DATE_MIN = '1900-01-01';
export const CALENDAR_DATE_MAX = '2999-12-31';

export const CalendarDateMessages = {
  /** One message for a date that is malformed, not a real day, or outside the range. */
  invalid: `Use a real date from ${CALENDAR_DATE_MIN} to ${CALENDAR_DATE_MAX}, like 2026-01-31`,
} as const;

export interface CalendarDateParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day in milliseconds (UTC days have no daylight saving). */
export const DAY_MS = 86_400_000;
const MIN_YEAR = Number(CALENDAR_DATE_MIN.slice(0, 4));
const MAX_YEAR = Number(CALENDAR_DATE_MAX.slice(0, 4));

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of a year, by arithmetic: no Date involved. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real date within the range, or null for anything else. */
export function parseCalendarDate(value: unknown): CalendarDateParts | null {
  if (typeof value !== 'string') return null;
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real date ('YYYY-MM-DD') within 1900-01-01..2999-12-31. */
export function isCalendarDate(value: unknown): value is string {
  return parseCalendarDate(value) !== null;
}

/** 'YYYY-MM-DD' of a day within the range, or null outside it (or when not a real day). */
export function formatCalendarDate({ year, month, day }: CalendarDateParts): string | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day)
    ? parseCalendarDate(text) && text
    : null;
}

/** Negative, zero or positive as `a` is before, on or after `b` (both within the range). */
export function compareCalendarDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The day `days` after `date` (negative: before), or null when that falls outside the range. */
export function addCalendarDays(date: string, days: number): string | null {
  const parts = parseCalendarDate(date);
  if (!parts || !Number.isFinite(days)) return null;
  const time = Date.UTC(parts.year, parts.month - 1, parts.day) + Math.trunc(days) * DAY_MS;
  return fromUtcTime(time);
}

/**
 * The day `months` after `date`, with the day of the month clamped to short months (the 31st is
 * the 30th in April), or null when that falls outside the range.
 */
export function addCalendarMonths(date: string, months: number): string | null {
  const parts = parseCalendarDate(date);
  if (!parts || !Number.isInteger(months)) return null;
  const index = parts.month - 1 + months;
  const year = parts.year + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return formatCalendarDate({ year, month, day: Math.min(parts.day, daysInMonth(year, month)) });
}

/** Whole days from `a` to `b` (negative when `b` is before `a`). */
export function calendarDaysBetween(a: string, b: string): number {
  const [x, y] = [parseCalendarDate(a), parseCalendarDate(b)];
  if (!x || !y) return Number.NaN;
  return Math.round(
    (Date.UTC(y.year, y.month - 1, y.day) - Date.UTC(x.year, x.month - 1, x.day)) / DAY_MS,
  );
}

/** The UTC day of a time in milliseconds, or null outside the range. */
export function fromUtcTime(time: number): string | null {
  if (!Number.isFinite(time)) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return null;
  return formatCalendarDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}
