import { LAST_DAY, type Recurrence, upcomingDates } from '@dealdraft/domain';
import type { RecurringSchedule } from './recurring-schedule.entity';

type Rules = Pick<
  RecurringSchedule,
  'frequency' | 'startDate' | 'dayOfMonth' | 'lastDayOfMonth' | 'endDate' | 'maxCount'
>;

/** A stored schedule's rules as libs/domain computes their dates. */
export function recurrenceOf(schedule: Rules): Recurrence {
  return {
    frequency: schedule.frequency,
    start: schedule.startDate,
    dayOfMonth: schedule.lastDayOfMonth ? LAST_DAY : (schedule.dayOfMonth ?? undefined),
    end: schedule.endDate,
    count: schedule.maxCount,
  };
}

/**
 * The next period a schedule issues, or null when it has ended: after the last period issued,
 * on or after `from`, within its end date and count.
 */
export function nextPeriod(
  schedule: Rules & Pick<RecurringSchedule, 'issuedCount'>,
  lastIssuedOn: string | null,
  from: string | null,
): string | null {
  const [next] = upcomingDates(
    recurrenceOf(schedule),
    { after: lastIssuedOn, from, issued: schedule.issuedCount },
    1,
  );
  return next ?? null;
}
