import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { isPermanentSmtpError } from './mailer';

/** Where a mail stands, as each feature's sends table keeps it. */
export type MailStatus = 'queued' | 'sent' | 'failed';

/** What an attempt that failed writes on the mail's row. */
export type FailedAttempt = { error: string; status?: MailStatus };

const logger = new Logger('EmailProcessor');

/**
 * One attempt at a mail that its feature keeps a row for: `send` composes it and hands it to
 * SMTP. An attempt that did not reach SMTP's acceptance keeps the reason (`mark`), and marks the
 * mail failed on a permanent refusal or the job's last attempt. A 5xx refusal will not change on
 * retry, so the job fails at once; anything else is thrown again for BullMQ's retry.
 */
export async function attemptMail(
  job: Job,
  context: Record<string, string>,
  mark: (fields: FailedAttempt) => Promise<unknown>,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentSmtpError(error) || error instanceof UnrecoverableError;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await mark({ error: reason, ...(permanent || lastAttempt ? { status: 'failed' } : {}) });
    logger.warn(
      { ...context, permanent, attempt: job.attemptsMade + 1, reason },
      'E-mail not sent',
    );
    if (permanent)
      throw error instanceof UnrecoverableError ? error : new UnrecoverableError(reason);
    throw error;
  }
}
