/**
 * The e-mail queue's jobs: what a feature publishes when it has something to mail, and the
 * feature's own handler reads (email/email-handler.ts). With the queue, not in email/, so
 * publishing a message does not make a feature depend on the module that sends it. Names and
 * data stay as they are: jobs queued by an older version are still waiting in Redis.
 */
export interface EmailJob {
  sendId: string;
}

/** A proposal's or invoice's e-mail to its client (document-email/). */
export const DOCUMENT_SEND_JOB = 'send';

/** The owner's e-mail about a client's answer (job name 'owner-notice' on the email queue). */
export interface OwnerNoticeJob {
  noticeId: string;
}

export const OWNER_NOTICE_JOB = 'owner-notice';

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

/**
 * A password reset or e-mail confirmation link (job name 'account-mail' on the email queue). The
 * token rides here because the database keeps only its hash; the worker drops it once mailed.
 */
export interface AccountMailJob {
  id: string;
  token: string | null;
}

export const ACCOUNT_MAIL_JOB = 'account-mail';

/**
 * A client portal sign-in link (job name 'portal-link' on the email queue): for a client by id
 * (the owner's "Send portal link", a client page's "Email me a link") or by the address typed on
 * the portal's sign-in page. The worker finds the client and makes the token, so the request
 * answers alike whether or not the address is a client's, and no token rides in Redis.
 */
export interface PortalLinkJob {
  workspaceId: string;
  clientId: string | null;
  email: string | null;
  ipHash: string | null;
}

export const PORTAL_LINK_JOB = 'portal-link';

/** Every job name of the e-mail queue, with the data its jobs carry. */
export interface EmailJobs {
  [DOCUMENT_SEND_JOB]: EmailJob;
  [OWNER_NOTICE_JOB]: OwnerNoticeJob;
  [INVITATION_JOB]: InvitationJob;
  [RECEIPT_JOB]: ReceiptJob;
  [CREDIT_NOTE_JOB]: CreditNoteJob;
  [ACCOUNT_MAIL_JOB]: AccountMailJob;
  [PORTAL_LINK_JOB]: PortalLinkJob;
}

export type EmailJobName = keyof EmailJobs;

/** The names, for the worker to check at boot that each has its handler. */
export const EMAIL_JOB_NAMES = Object.keys({
  [DOCUMENT_SEND_JOB]: true,
  [OWNER_NOTICE_JOB]: true,
  [INVITATION_JOB]: true,
  [RECEIPT_JOB]: true,
  [CREDIT_NOTE_JOB]: true,
  [ACCOUNT_MAIL_JOB]: true,
  [PORTAL_LINK_JOB]: true,
} satisfies Record<EmailJobName, true>) as EmailJobName[];

/** How an e-mail to a client is retried: a document's send, a receipt and a credit note alike. */
export const CLIENT_MAIL_RETRIES = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
} as const;
