/**
 * Every BullMQ queue, named once. Each job's data type lives beside its processor (PdfJob in
 * pdf/…), or here for the e-mail queue, which many features publish to (email-jobs.ts), so
 * this file, like all of queue/, imports no feature.
 */
export const Queues = {
  System: 'system',
  Pdf: 'pdf',
  Email: 'email',
  Reminders: 'reminders',
  Recurring: 'recurring',
} as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];
