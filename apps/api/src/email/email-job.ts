export interface EmailJob {
  sendId: string;
}

/** The owner's e-mail about a client's answer (job name 'owner-notice' on the email queue). */
export interface OwnerNoticeJob {
  noticeId: string;
}
