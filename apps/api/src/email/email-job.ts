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
