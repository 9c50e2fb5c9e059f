/** The reminders queue: 'sweep' (repeatable, no data) and 'remind' (one reminder). */
export interface ReminderJob {
  reminderId?: string;
}
