import type { RecurrenceFrequency, RecurringStatus } from '@dealdraft/domain';

/** Recurring invoices: the schedules screen and its dialog. */
export const recurring = {
  title: 'Recurring invoices',
  description:
    'Invoices issued for you each period from a template: e-mailed to the client, or kept as drafts for you to check.',
  /** The Invoices page's button that leads here. */
  openFromInvoices: 'Recurring',
  newSchedule: 'New schedule',
  empty: {
    title: 'No recurring invoices yet',
    description:
      'Choose an invoice as the template: each period gets a copy of it, with its own number and date.',
    action: 'Create your first schedule',
  },
  loading: 'Loading recurring invoices',
  /** The table's accessible name. */
  tableLabel: 'Recurring invoices',
  columns: {
    template: 'Template',
    repeats: 'Repeats',
    next: 'Next invoice',
    issued: 'Issued',
  },
  /** How often, in the Repeats column and picker. */
  frequencies: {
    week: 'Every week',
    'two-weeks': 'Every two weeks',
    month: 'Every month',
    quarter: 'Every quarter',
    year: 'Every year',
  } satisfies Record<RecurrenceFrequency, string>,
  /** "Every month on day 31", "Every quarter on the last day"; weekly ones have no day. */
  repeats: (every: string, day: number | 'last' | null) =>
    day === null ? every : day === 'last' ? `${every} on the last day` : `${every} on day ${day}`,
  statuses: { active: 'Active', paused: 'Paused', ended: 'Ended' } satisfies Record<
    RecurringStatus,
    string
  >,
  sendsAutomatically: 'E-mailed to the client',
  keptAsDrafts: 'Kept as drafts',
  /** Issued so far, of how many in all when the schedule has a count. */
  issued: (issued: number, count: number | null) =>
    count === null ? `${issued}` : `${issued} of ${count}`,
  /** In the "Next invoice" column once a schedule has ended. */
  noNext: 'None',
  /** Icon buttons' labels on a schedule's row, named by its template. */
  editLabel: (name: string) => `Edit the schedule of ${name}`,
  pauseLabel: (name: string) => `Pause the schedule of ${name}`,
  resumeLabel: (name: string) => `Resume the schedule of ${name}`,
  deleteLabel: (name: string) => `Delete the schedule of ${name}`,
  messages: {
    loadFailed: 'Failed to load recurring invoices',
    saveFailed: 'Failed to save the schedule. Please try again.',
    created: 'Schedule created',
    updated: 'Schedule updated: the changes apply from the next invoice',
    paused: 'Schedule paused',
    resumed: 'Schedule resumed',
    deleted: 'Schedule deleted',
  },
  deleteDialog: {
    title: 'Delete schedule',
    text: (name: string) =>
      `No more invoices will be issued from ${name}. The invoices already issued stay.`,
  },
  /** The create/edit dialog. */
  dialog: {
    newTitle: 'New recurring invoice',
    editTitle: 'Edit recurring invoice',
    description: 'Each period gets a copy of the template, dated that day, with its own number.',
    editNote: 'Changes apply from the next invoice; the invoices already issued stay as they are.',
    template: 'Template invoice',
    templatePlaceholder: 'Choose an invoice',
    templateLoading: 'Loading invoices...',
    /** An invoice in the template picker. */
    templateOption: (number: string, client: string, amount: string) =>
      `${number} · ${client} · ${amount}`,
    frequency: 'Repeats',
    day: 'Day of the month',
    dayOption: (day: number) => `Day ${day}`,
    lastDay: 'Last day of the month',
    dayHint: 'In shorter months, a later day falls on the last day.',
    start: 'Start date',
    ends: 'Ends',
    endChoices: { never: 'Never', date: 'On a date', count: 'After a number of invoices' },
    endDate: 'End date',
    count: 'Number of invoices',
    sending: 'When an invoice is issued',
    send: 'E-mail it to the client (PDF and payment link)',
    draft: 'Keep it as a draft for me to send',
    sendNeedsPlan: 'E-mailing them comes with the Freelancer and Business plans.',
    preview: 'Next dates',
    previewEmpty: 'No dates: the end comes before the first one.',
    create: 'Create schedule',
    save: 'Save schedule',
  },
};
