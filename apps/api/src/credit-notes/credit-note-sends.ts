import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { Queues } from '../queue/queues';
import { CreditNoteSend } from './credit-note-send.entity';
import { CLIENT_MAIL_RETRIES, CREDIT_NOTE_JOB, type CreditNoteJob } from '../queue/email-jobs';

/**
 * Queues a credit note's e-mail to its invoice's client: a `credit_note_sends` row,
 * then a job named by that row, so BullMQ's retries and the worker's check of the row send it
 * once. Each send asked for is its own row (sending again after a failure, or to a corrected
 * address, is a new e-mail). The caller has checked the plan and the credit note's workspace.
 */
@Injectable()
export class CreditNoteSends {
  constructor(
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<CreditNoteJob>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async queue(send: {
    creditNoteId: string;
    workspaceId: string;
    recipient: string;
    createdById: string;
  }): Promise<CreditNoteSend> {
    const sends = this.dataSource.getRepository(CreditNoteSend);
    const row = await sends.save(sends.create(send));
    try {
      await this.emailQueue.add(
        CREDIT_NOTE_JOB,
        { sendId: row.id },
        { jobId: `credit-note-${row.id}`, ...CLIENT_MAIL_RETRIES },
      );
    } catch (error) {
      // Not queued: the row says so rather than waiting as "queued" forever.
      const reason = error instanceof Error ? error.message : String(error);
      await sends.update({ id: row.id }, { status: 'failed', error: reason });
      throw error;
    }
    return row;
  }
}

/** The api's side of credit note e-mails (the worker's CreditNoteMail mails them). */
@Module({ providers: [CreditNoteSends], exports: [CreditNoteSends] })
export class CreditNoteSendsModule {}
