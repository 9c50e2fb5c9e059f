/**
 * When a recurring invoice is issued: the dates of a schedule, computed once here so
 * that the form's "next dates" preview and the worker's sweep agree. Dates are calendar days
 * ('YYYY-MM-DD'), computed in UTC so no time zone or daylight-saving change moves a day.
 */

import {
  addCalendarDays,
  CALENDAR_DATE_MAX,
  calendarDaysBetween,
  DAY_MS,
  daysInMonth,
  formatCalendarDate,
  fromUtcTime,
  isCalendarDate,
  parseCalendarDate,
} from './calendar-date';

export const RECURRENCE_FREQUENCIES = ['week', 'two-weeks', 'month', 'quarter', 'year'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** The last day of the month, for schedules "on the last day". */
export const LAST_DAY = 'last' as const;

export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** The first period's date. */
  start: string;
  /**
   * Month-based schedules: the day of the month (1–31, clamped to short months: the 31st is
   * the 30th in April and the 28th or 29th in February) or the last day. Weekly schedules
   * repeat the start's weekday and ignore it.
   */
  dayOfMonth?: number | typeof LAST_DAY;
  /** No date after this one; or */
  end?: string | null;
  /** at most this many dates in all. */
  count?: number | null;
}

export const RecurrenceMessages = {
  dayOfMonth: 'Choose a day of the month from 1 to 31, or the last day',
  endBeforeStart: 'The end date must be on or after the start date',
  count: 'Enter how many invoices, from 1 to 1000',
  endOrCount: 'Give an end date or a number of invoices, not both',
} as const;

export const MAX_RECURRENCE_COUNT = 1000;

const MONTHS: Record<RecurrenceFrequency, number> = {
  week: 0,
  'two-weeks': 0,
  month: 1,
  quarter: 3,
  year: 12,
};
const stepDays = (frequency: RecurrenceFrequency) => (frequency === 'week' ? 7 : 14);

/**
 * The n-th date of the schedule (0 is the first), ignoring its end and count; null once it
 * falls after the last date the product accepts (or when the start is not one), so that every
 * loop over a schedule's dates ends with the range.
 */
export function occurrence(recurrence: Recurrence, n: number): string | null {
  const start = parseCalendarDate(recurrence.start);
  if (!start || !Number.isInteger(n) || n < 0) return null;
  const months = MONTHS[recurrence.frequency];
  if (months === 0) {
    const days = stepDays(recurrence.frequency);
    return fromUtcTime(Date.UTC(start.year, start.month - 1, start.day) + n * days * DAY_MS);
  }
  // From the start's month each time, never from the previous date, so a 31st clamped to
  // 30 April comes back to 31 May.
  const monthIndex = start.month - 1 + n * months;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const last = daysInMonth(year, month);
  const wanted = recurrence.dayOfMonth ?? start.day;
  const day = wanted === LAST_DAY ? last : Math.min(wanted, last);
  return formatCalendarDate({ year, month, day });
}

/**
 * An index whose date is surely before `from`: the loops below start there instead of walking
 * every period since the start (a weekly schedule from 1900 previewed in 2999 is 57,000 of them).
 */
function indexBefore(recurrence: Recurrence, from: string): number {
  const start = parseCalendarDate(recurrence.start);
  const target = parseCalendarDate(from);
  if (!start || !target) return 0;
  const months = MONTHS[recurrence.frequency];
  const periods =
    months === 0
      ? Math.floor(calendarDaysBetween(recurrence.start, from) / stepDays(recurrence.frequency))
      : Math.floor(((target.year - start.year) * 12 + target.month - start.month) / months);
  return Math.max(periods - 2, 0);
}

/**
 * The schedule's dates from `from` on (inclusive), at most `limit` of them: the form previews
 * the next few, the sweep asks for those up to today. A date before the start is never one;
 * with a day of month, the first date is the first such day on or after the start. Bounded by
 * `limit`, by the schedule's end and count, and by the last date of the range: a schedule that
 * reaches it simply has no more dates.
 */
export function recurrenceDates(recurrence: Recurrence, from: string, limit: number): string[] {
  const dates: string[] = [];
  if (!isCalendarDate(recurrence.start) || from > CALENDAR_DATE_MAX) return dates;
  const total = recurrence.count ?? Number.POSITIVE_INFINITY;
  const first = occurrence(recurrence, 0);
  // A first "occurrence" before the start (the 5th, starting on the 20th) shifts the count by one.
  const skip = first !== null && first < recurrence.start ? 1 : 0;
  for (let n = indexBefore(recurrence, from); dates.length < limit && n < total; n++) {
    const date = occurrence(recurrence, n + skip);
    if (date === null || (recurrence.end && date > recurrence.end)) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

/** Where a schedule stands: how many it has issued, the last period issued, and today. */
export interface RecurrenceProgress {
  /** The last period issued (none: nothing yet). */
  after?: string | null;
  /** No date before this one (today, for a schedule resumed or edited). */
  from?: string | null;
  /** Invoices issued so far: a count is "this many in all", whatever was edited since. */
  issued?: number;
}

/**
 * The next dates of a schedule that has already issued some, at most `limit`: after the last
 * period issued, from `from` on, and no more than its count leaves. An edit's new rules apply
 * from here (issued periods stay as they were), and so do the sweep's next date and the
 * form's preview.
 */
export function upcomingDates(
  recurrence: Recurrence,
  progress: RecurrenceProgress,
  limit: number,
): string[] {
  const left =
    recurrence.count === undefined || recurrence.count === null
      ? limit
      : Math.max(recurrence.count - (progress.issued ?? 0), 0);
  // After the last day of the range (or after a period stored outside it) there is none.
  const afterLast = progress.after ? addCalendarDays(progress.after, 1) : '';
  if (afterLast === null) return [];
  const bounds = [recurrence.start, progress.from, afterLast];
  const from = bounds.reduce<string>((latest, day) => (day && day > latest ? day : latest), '');
  return recurrenceDates({ ...recurrence, count: null }, from, Math.min(limit, left));
}

/**
 * 'YYYY-MM-DD' plus `days` (negative: before), in UTC, for arithmetic on dates already checked
 * (today, a stored due date). Unlike addCalendarDays it answers outside the range too; loops
 * over dates use the bounded one.
 */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What is wrong with a schedule as typed, by field; empty when nothing is. */
export function recurrenceErrors(
  recurrence: Recurrence,
): Partial<Record<keyof Recurrence, string>> {
  const errors: Partial<Record<keyof Recurrence, string>> = {};
  const { dayOfMonth, end, count } = recurrence;
  if (
    dayOfMonth !== undefined &&
    dayOfMonth !== LAST_DAY &&
    !(Number.isInteger(dayOfMonth) && dayOfMonth >= 1 && dayOfMonth <= 31)
  ) {
    errors.dayOfMonth = RecurrenceMessages.dayOfMonth;
  }
  if (end && count) errors.end = RecurrenceMessages.endOrCount;
  else if (end && end < recurrence.start) errors.end = RecurrenceMessages.endBeforeStart;
  if (
    count !== undefined &&
    count !== null &&
    !(Number.isInteger(count) && count >= 1 && count <= MAX_RECURRENCE_COUNT)
  ) {
    errors.count = RecurrenceMessages.count;
  }
  return errors;
}
