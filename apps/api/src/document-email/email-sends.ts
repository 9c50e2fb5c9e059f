import type { DocumentKind } from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Module } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Queues } from '../queue/queues';
import { CLIENT_MAIL_RETRIES, EmailJob } from '../queue/email-jobs';
import { EmailSend } from './email-send.entity';

/** What a send carries besides its document: the recipients and words as they go out. */
export interface NewEmailSend {
  workspaceId: string;
  documentKind: DocumentKind;
  documentId: string;
  recipient: string;
  cc?: string[];
  subject: string;
  message?: string | null;
}

/**
 * Records a document's e-mail and queues it for the worker: the user's "Send" (DocumentEmailService)
 * and a recurring schedule's automatic send, which records it in the transaction that issues
 * the invoice (so a period has one send at most) and queues it after the commit.
 */
@Injectable()
export class EmailSends {
  constructor(@InjectQueue(Queues.Email) private readonly queue: Queue<EmailJob>) {}

  /** A send waiting for the worker (status queued), written in the caller's transaction. */
  record(manager: EntityManager, send: NewEmailSend): Promise<EmailSend> {
    return manager.save(
      manager.create(EmailSend, {
        ...send,
        cc: send.cc ?? [],
        message: send.message ?? null,
        trackingToken: randomBytes(16).toString('base64url'),
      }),
    );
  }

  /** The send's id is the job id: queueing it twice can never send twice. */
  async enqueue(sendId: string): Promise<void> {
    await this.queue.add('send', { sendId }, { jobId: sendId, ...CLIENT_MAIL_RETRIES });
  }
}

@Module({ providers: [EmailSends], exports: [EmailSends] })
export class EmailSendsModule {}
