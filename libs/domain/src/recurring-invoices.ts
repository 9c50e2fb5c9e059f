/**
 * Recurring invoices: a schedule issues a copy of a template invoice each period
 * (dates in recurrence.ts). What the api answers, once, for the api, the web and the tests.
 */

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const RecurringRules = {
  /** Dates a preview answers at most (`nextDates(count)`, `/preview?count=`). */
  previewMax: 24,
  previewDefault: 5,
  /** Periods one sweep issues per schedule at most; the next sweep goes on (catch-up). */
  periodsPerSweep: 12,
} as const;

export const RecurringMessages = {
  notFound: 'Recurring schedule not found',
  listed: 'Recurring schedules retrieved successfully',
  fetched: 'Recurring schedule retrieved successfully',
  created: 'Recurring schedule created successfully',
  updated: 'Recurring schedule updated: the changes apply from the next invoice',
  deleted: 'Recurring schedule deleted: the invoices it issued stay',
  paused: 'Recurring schedule paused',
  resumed: 'Recurring schedule resumed',
  previewed: 'Next dates of the recurring schedule',
  frequency: 'Choose how often: every week, every two weeks, month, quarter or year',
  dayAndLastDay: 'Choose a day of the month or the last day, not both',
  startInPast: 'The start date must be today or later',
  noDates: 'No date of this schedule falls between its start and end dates',
  previewCount: `Ask for 1 to ${RecurringRules.previewMax} dates`,
  ended: 'This schedule has ended: change its end date or number of invoices to continue it',
  autoSendNeedsPlan:
    'Sending recurring invoices automatically comes with the Freelancer and Business plans. Keep them as drafts, or upgrade on the Pricing page.',
  /** On a run whose e-mail the plan no longer allows (it lapsed after the schedule was made). */
  keptAsDraft: 'Kept as a draft: sending needs an active Freelancer or Business plan',
  /** Deleting an invoice a schedule copies. */
  templateInUse:
    'A recurring schedule uses this invoice as its template: delete the schedule or give it another template first.',
} as const;
