/** Every BullMQ queue, named once. Jobs carry ids, never whole records. */
export const Queues = {
  System: 'system',
  Pdf: 'pdf',
  Email: 'email',
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
  preview: boolean;
}

/** The PDF travels back base64-encoded in the job's return value (removed a minute later). */
export type PdfResult = string;

export interface EmailJob {
  sendId: string;
}
