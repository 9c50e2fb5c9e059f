/**
 * The e-mail queue's jobs: what a feature publishes when it has something to mail, and the
 * e-mail worker reads. With the queue, not in email/, so publishing a message does not make a
 * feature depend on the module that sends it.
 */
export interface EmailJob {
  sendId: string;
}

/** The owner's e-mail about a client's answer (job name 'owner-notice' on the email queue). */
export interface OwnerNoticeJob {
  noticeId: string;
}

/**
 * An invitation's e-mail (job name 'invitation' on the email queue). The token rides here
 * because the database keeps only its hash; the worker drops it from the job once mailed.
 */
export interface InvitationJob {
  invitationId: string;
  token: string | null;
}

export const INVITATION_JOB = 'invitation';

/** A payment's receipt to the client (job name 'receipt' on the email queue). */
export interface ReceiptJob {
  paymentId: string;
}

export const RECEIPT_JOB = 'receipt';

/** A credit note's e-mail to the client (job name 'credit-note' on the email queue). */
export interface CreditNoteJob {
  sendId: string;
}

export const CREDIT_NOTE_JOB = 'credit-note';

/** How an e-mail to a client is retried: a document's send, a receipt and a credit note alike. */
export const CLIENT_MAIL_RETRIES = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
} as const;
