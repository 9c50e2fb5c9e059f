import {
  addDays,
  isCalendarDate,
  DocumentMessages,
  LAST_DAY,
  Messages,
  RECURRENCE_FREQUENCIES,
  RecurrenceMessages,
  recurrenceErrors,
  RecurringMessages,
  todayIso,
  upcomingDates,
  type Recurrence,
  type RecurrenceFrequency,
} from '@dealdraft/domain';
import type { RecurringScheduleFieldsFragment, RecurringScheduleInput } from '@/generated/graphql';
import { labelOf } from '@/lib/format';
import { strings } from '@/strings';

const t = strings.recurring;

export type RecurringSchedule = RecurringScheduleFieldsFragment;

export type EndChoice = 'never' | 'date' | 'count';

/** The dialog's fields as typed (inputs hold strings). */
export type RecurringFormValues = {
  templateInvoiceId: string;
  frequency: RecurrenceFrequency;
  /** '1'–'31', or 'last'. */
  day: string;
  startDate: string;
  ends: EndChoice;
  endDate: string;
  count: string;
  sendAutomatically: boolean;
};

export type RecurringFormErrors = Partial<Record<keyof RecurringFormValues, string>>;

export const PREVIEW_DATES = 5;

/** Month, quarter and year fall on a day of the month; weekly ones on the start's weekday. */
export const monthBased = (frequency: RecurrenceFrequency) =>
  frequency !== 'week' && frequency !== 'two-weeks';

export function blankSchedule(today = todayIso()): RecurringFormValues {
  return {
    templateInvoiceId: '',
    frequency: 'month',
    day: String(Number(today.slice(8))),
    startDate: today,
    ends: 'never',
    endDate: '',
    count: '',
    sendAutomatically: false,
  };
}

export function toFormValues(schedule: RecurringSchedule): RecurringFormValues {
  return {
    templateInvoiceId: schedule.templateInvoiceId,
    frequency: schedule.frequency as RecurrenceFrequency,
    day: schedule.lastDayOfMonth
      ? LAST_DAY
      : String(schedule.dayOfMonth ?? Number(schedule.startDate.slice(8))),
    startDate: schedule.startDate,
    ends: schedule.endDate ? 'date' : schedule.count ? 'count' : 'never',
    endDate: schedule.endDate ?? '',
    count: schedule.count ? String(schedule.count) : '',
    sendAutomatically: schedule.sendAutomatically,
  };
}

/** The rules as libs/domain computes their dates. */
function recurrenceOf(values: RecurringFormValues): Recurrence {
  return {
    frequency: values.frequency,
    start: values.startDate,
    dayOfMonth: !monthBased(values.frequency)
      ? undefined
      : values.day === LAST_DAY
        ? LAST_DAY
        : Number(values.day),
    end: values.ends === 'date' ? values.endDate : null,
    count: values.ends === 'count' && values.count.trim() ? Number(values.count) : null,
  };
}

/** The api's one date type: a real day from 1900-01-01 to 2999-12-31. */
const isDate = isCalendarDate;

/**
 * The api's rules (RecurringScheduleInput, and a start no earlier than yesterday), checked
 * before sending so each field says what is wrong in the api's own words.
 */
export function validateSchedule(
  values: RecurringFormValues,
  editing: RecurringSchedule | null,
  today = todayIso(),
): RecurringFormErrors {
  const errors: RecurringFormErrors = {};
  if (!values.templateInvoiceId) errors.templateInvoiceId = Messages.validation.required;
  if (!RECURRENCE_FREQUENCIES.includes(values.frequency))
    errors.frequency = RecurringMessages.frequency;
  if (!isDate(values.startDate)) errors.startDate = DocumentMessages.dateFormat;
  else if (values.startDate < addDays(today, -1) && values.startDate !== editing?.startDate)
    errors.startDate = RecurringMessages.startInPast;
  if (values.ends === 'date' && !isDate(values.endDate))
    errors.endDate = DocumentMessages.dateFormat;
  if (values.ends === 'count' && !/^\d+$/.test(values.count.trim()))
    errors.count = RecurrenceMessages.count;
  if (errors.startDate || errors.endDate || errors.count) return errors;
  const rules = recurrenceErrors(recurrenceOf(values));
  if (rules.dayOfMonth) errors.day = rules.dayOfMonth;
  if (rules.end) errors.endDate = rules.end;
  if (rules.count) errors.count = rules.count;
  if (!editing && !errors.endDate && previewDates(values, null).length === 0)
    errors.endDate = RecurringMessages.noDates;
  return errors;
}

/** Valid values as the api takes them. */
export function toScheduleInput(values: RecurringFormValues): RecurringScheduleInput {
  const month = monthBased(values.frequency);
  return {
    templateInvoiceId: values.templateInvoiceId,
    frequency: values.frequency,
    dayOfMonth: month && values.day !== LAST_DAY ? Number(values.day) : null,
    lastDayOfMonth: month && values.day === LAST_DAY,
    startDate: values.startDate,
    endDate: values.ends === 'date' ? values.endDate : null,
    count: values.ends === 'count' ? Number(values.count) : null,
    sendAutomatically: values.sendAutomatically,
  };
}

/**
 * The next dates the schedule would issue, as the api computes them: a new one from its start;
 * an edited one after its last issued period, from today (or from a period still to be caught
 * up), within what its count leaves. Nothing while the dates do not make a schedule yet.
 */
export function previewDates(
  values: RecurringFormValues,
  editing: RecurringSchedule | null,
  today = todayIso(),
): string[] {
  if (!isDate(values.startDate)) return [];
  if (values.ends === 'date' && !isDate(values.endDate)) return [];
  const recurrence = recurrenceOf(values);
  if (Object.keys(recurrenceErrors(recurrence)).length > 0) return [];
  if (!editing) return upcomingDates(recurrence, {}, PREVIEW_DATES);
  const waiting =
    editing.status === 'active' && editing.nextRunOn && editing.nextRunOn < today
      ? editing.nextRunOn
      : today;
  return upcomingDates(
    recurrence,
    { after: editing.lastIssuedOn, from: waiting, issued: editing.issuedCount },
    PREVIEW_DATES,
  );
}

/** "Every month on day 31", "Every quarter on the last day", "Every two weeks". */
export function repeatsInWords(schedule: {
  frequency: string;
  dayOfMonth?: number | null;
  lastDayOfMonth: boolean;
}): string {
  const frequency = schedule.frequency as RecurrenceFrequency;
  const every = labelOf(t.frequencies, frequency);
  if (!monthBased(frequency)) return t.repeats(every, null);
  return t.repeats(every, schedule.lastDayOfMonth ? LAST_DAY : (schedule.dayOfMonth ?? null));
}
