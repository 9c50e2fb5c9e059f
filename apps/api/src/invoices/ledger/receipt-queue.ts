import type { PlanId } from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { canExport } from '../../workspaces/export-access';
import { CLIENT_MAIL_RETRIES, RECEIPT_JOB, type ReceiptJob } from '../../queue/email-jobs';
import { Queues } from '../../queue/queues';

/**
 * Queues a payment's receipt on the e-mail queue, for ReceiptMail, which renders it and mails it
 * to the invoice's client. Call it after the payment's transaction commits, so the worker
 * finds the row: the payments panel does through `InvoiceLedgerService.record`, and online
 * payments after recording them. The job id is the payment's, so a receipt is queued once however
 * often this is called while its job is kept; ReceiptMail's `payment_receipts` row stops a later
 * repeat from sending it again.
 */
@Injectable()
export class ReceiptQueue {
  private readonly logger = new Logger(ReceiptQueue.name);

  constructor(
    @InjectQueue(Queues.Email) private readonly emailQueue: Queue<ReceiptJob>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * True when the receipt is queued. A refund gets none, nor does a workspace whose plan cannot
   * send documents (trial or lapsed: the same rule as a document's e-mail). Never throws: the
   * payment is committed already, and failing its request over the receipt would invite the
   * payment being recorded a second time; a queue outage loses the receipt, logged.
   */
  async queue(paymentId: string): Promise<boolean> {
    try {
      const [row]: {
        plan: PlanId;
        is_subscription_active: boolean;
        plan_end: Date | null;
      }[] = await this.dataSource.query(
        `SELECT w.plan, w.is_subscription_active, w.plan_end
           FROM payments p JOIN workspaces w ON w.id = p.workspace_id
          WHERE p.id = $1 AND p.refund_of IS NULL`,
        [paymentId],
      );
      const plan = row && {
        plan: row.plan,
        isSubscriptionActive: row.is_subscription_active,
        planEnd: row.plan_end,
      };
      if (!plan || !canExport(plan)) return false;
      await this.emailQueue.add(
        RECEIPT_JOB,
        { paymentId },
        { jobId: `receipt-${paymentId}`, ...CLIENT_MAIL_RETRIES },
      );
      return true;
    } catch (error) {
      this.logger.error(
        { paymentId, reason: error instanceof Error ? error.message : String(error) },
        'Receipt not queued',
      );
      return false;
    }
  }
}
