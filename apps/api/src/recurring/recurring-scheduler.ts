import {
  emailSubject,
  ErrorCode,
  type PlanId,
  RecurringMessages,
  RecurringRules,
  todayIso,
} from '@dealdraft/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { AppError } from '../common/errors/app-error';
import { canExport } from '../workspaces/export-access';
import { EmailSends } from '../document-email/email-sends';
import { InvoicesService } from '../invoices/invoices.service';
import { nextPeriod } from './recurrence-of';
import { RecurringSchedule } from './recurring-schedule.entity';

/** Due schedules one sweep takes at most; the next sweep takes the rest. */
export const SCHEDULES_PER_SWEEP = 500;

/** What one period's transaction did. */
type Outcome =
  | { kind: 'issued'; sendId: string | null }
  /** The period's key was taken (issued before): nothing made, the schedule moved on. */
  | { kind: 'taken' }
  /** Nothing due (any more): another worker got there, it was paused, or it ended. */
  | { kind: 'none' };

interface LockedSchedule extends RecurringSchedule {
  /** Who the invoices are made by: the schedule's author, else the workspace's owner. */
  actorId: string;
}

/**
 * The worker's sweep (a repeatable job, like the reminders'): issues every period of every
 * active schedule due by today (the Clock, UTC), oldest first, a bounded number per sweep.
 * Each period is one transaction that locks the schedule (edits and pauses take the same
 * lock), inserts the period's run first (unique per schedule and period: only the winner goes
 * on), issues the invoice through InvoicesService, records the e-mail when the schedule sends,
 * and moves the schedule to its next period. The e-mail is queued after the commit, under the
 * send's id.
 */
@Injectable()
export class RecurringScheduler {
  private readonly logger = new Logger(RecurringScheduler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoicesService,
    private readonly emailSends: EmailSends,
    private readonly clock: Clock,
  ) {}

  async sweep(): Promise<{ issued: number; paused: number; requeued: number }> {
    const today = todayIso(this.clock.now());
    const requeued = await this.requeueSends();
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM recurring_schedules
        WHERE status = 'active' AND next_run_on <= $1
        ORDER BY next_run_on, id
        LIMIT $2`,
      [today, SCHEDULES_PER_SWEEP],
    );
    let issued = 0;
    let paused = 0;
    for (const { id } of due) {
      for (let period = 0; period < RecurringRules.periodsPerSweep; period++) {
        let outcome: Outcome;
        try {
          outcome = await this.issueNext(id, today);
        } catch (error) {
          // A number of the spec's INV-{timestamp} form taken in the same millisecond by another
          // invoice of the workspace: the period rolled back whole; take it again.
          if (error instanceof AppError && error.code === ErrorCode.Conflict) continue;
          if (error instanceof AppError && error.code === ErrorCode.PlanLimitReached) {
            paused += await this.pauseFor(id, error.message);
          } else {
            // Left due: the next sweep tries again.
            this.logger.warn(
              { scheduleId: id, reason: error instanceof Error ? error.message : String(error) },
              'Recurring invoice not issued',
            );
          }
          break;
        }
        if (outcome.kind === 'none') break;
        if (outcome.kind === 'issued') {
          issued += 1;
          if (outcome.sendId) await this.emailSends.enqueue(outcome.sendId);
        }
      }
    }
    if (issued || paused || requeued)
      this.logger.log({ issued, paused, requeued }, 'Recurring sweep');
    return { issued, paused, requeued };
  }

  /** The schedule's next period, if it is due by `today`, in one transaction. */
  private issueNext(scheduleId: string, today: string): Promise<Outcome> {
    return this.dataSource.transaction(async (manager) => {
      const schedule = await lock(manager, scheduleId);
      if (!schedule || schedule.status !== 'active' || !schedule.nextRunOn) return NONE;
      if (schedule.nextRunOn > today) return NONE;
      const period = schedule.nextRunOn;

      const [run]: { id: string }[] = await manager.query(
        `INSERT INTO recurring_runs (workspace_id, schedule_id, period_start)
         VALUES ($1, $2, $3)
         ON CONFLICT (schedule_id, period_start) DO NOTHING
         RETURNING id`,
        [schedule.workspaceId, schedule.id, period],
      );
      let sendId: string | null = null;
      if (run) sendId = await this.issue(manager, schedule, run.id, period);

      const issuedCount = schedule.issuedCount + (run ? 1 : 0);
      const next = nextPeriod({ ...schedule, issuedCount }, period, null);
      await manager.query(
        `UPDATE recurring_schedules
            SET issued_count = $2, next_run_on = $3, status = $4, updated_at = now()
          WHERE id = $1`,
        [schedule.id, issuedCount, next, next ? 'active' : 'ended'],
      );
      return run ? { kind: 'issued', sendId } : { kind: 'taken' };
    });
  }

  /** The period's invoice, and its e-mail when the schedule sends and the plan allows it. */
  private async issue(
    manager: EntityManager,
    schedule: LockedSchedule,
    runId: string,
    period: string,
  ): Promise<string | null> {
    const invoice = await this.invoices.issueFromTemplate(
      manager,
      { id: schedule.actorId, workspaceId: schedule.workspaceId },
      schedule.templateInvoiceId,
      period,
    );
    let sendId: string | null = null;
    let note: string | null = null;
    if (schedule.sendAutomatically) {
      if (await planCanSend(manager, schedule.workspaceId)) {
        const send = await this.emailSends.record(manager, {
          workspaceId: schedule.workspaceId,
          documentKind: 'invoice',
          documentId: invoice.id,
          recipient: invoice.clientEmail,
          subject: emailSubject('invoice', null, invoice.invoiceNumber, invoice.language),
        });
        sendId = send.id;
      } else {
        // The plan lapsed since the schedule was made: the invoice waits as a draft.
        note = RecurringMessages.keptAsDraft;
      }
    }
    await manager.query(
      'UPDATE recurring_runs SET invoice_id = $2, email_send_id = $3, note = $4 WHERE id = $1',
      [runId, invoice.id, sendId, note],
    );
    return sendId;
  }

  /**
   * The plan has no invoices left (or is no longer active): the period is not issued, and the
   * schedule waits, saying why, rather than failing every sweep. Resuming goes on from then.
   */
  private async pauseFor(scheduleId: string, reason: string): Promise<number> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE recurring_schedules SET status = 'paused', paused_reason = $2, updated_at = now()
        WHERE id = $1 AND status = 'active'`,
      [scheduleId, reason],
    );
    return affected;
  }

  /**
   * Queues again the e-mails of recent runs still waiting to go: a worker that stopped between
   * the commit and the queue left its run's send recorded but not queued. The send's id is the
   * job id, so one still queued or running is not queued twice, and one already sent is never
   * selected.
   */
  private async requeueSends(): Promise<number> {
    const waiting: { id: string }[] = await this.dataSource.query(
      `SELECT s.id FROM recurring_runs r
         JOIN email_sends s ON s.id = r.email_send_id
        WHERE r.email_send_id IS NOT NULL AND r.created_at > now() - interval '1 day'
          AND s.status = 'queued'`,
    );
    for (const { id } of waiting) await this.emailSends.enqueue(id);
    return waiting.length;
  }
}

const NONE: Outcome = { kind: 'none' };

async function lock(manager: EntityManager, id: string): Promise<LockedSchedule | null> {
  const schedule = await manager.findOne(RecurringSchedule, {
    where: { id },
    lock: { mode: 'pessimistic_write' },
  });
  if (!schedule) return null;
  const [{ actor }]: { actor: string }[] = await manager.query(
    `SELECT coalesce($2::uuid, (SELECT user_id FROM workspace_members
                                  WHERE workspace_id = $1 AND role = 'owner')) AS actor`,
    [schedule.workspaceId, schedule.createdById],
  );
  return Object.assign(schedule, { actorId: actor });
}

async function planCanSend(manager: EntityManager, workspaceId: string): Promise<boolean> {
  const [workspace]: {
    plan: PlanId;
    isSubscriptionActive: boolean;
    planEnd: Date | null;
  }[] = await manager.query(
    `SELECT plan, is_subscription_active AS "isSubscriptionActive", plan_end AS "planEnd"
       FROM workspaces WHERE id = $1`,
    [workspaceId],
  );
  return Boolean(workspace) && canExport(workspace);
}
