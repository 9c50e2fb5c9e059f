import type { PrintableDocument } from '../pdf/templates/printable-document';

/**
 * Every BullMQ queue, named once. Jobs carry ids rather than records, except an interactive PDF:
 * its job carries the printable snapshot the api has already loaded and authorised, so the worker
 * does not load the same rows again while the user waits.
 */
export const Queues = {
  System: 'system',
  Pdf: 'pdf',
  Email: 'email',
  Reminders: 'reminders',
} as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export interface PingJob {
  pingId: string;
  /** Lets a test hold a job in flight (capped by the processor). */
  holdMs?: number;
}

export interface PingResult {
  pingId: string;
  processedBy: string;
}

export type DocumentKindName = 'proposal' | 'invoice';

export interface PdfJob {
  kind: DocumentKindName;
  documentId: string;
  ownerId: string;
  /** What to print, as the api loaded it for the owner (see to-printable.ts). */
  document: PrintableDocument;
}

/** Where the worker left the PDF's bytes (see PdfResultStore); the job result stays small. */
export interface PdfResult {
  resultKey: string;
}

export interface EmailJob {
  sendId: string;
}

/** The owner's e-mail about a client's answer (job name 'owner-notice' on the email queue). */
export interface OwnerNoticeJob {
  noticeId: string;
}

/** The reminders queue: 'sweep' (repeatable, no data) and 'remind' (one reminder). */
export interface ReminderJob {
  reminderId?: string;
}
