import {
  DocumentKind,
  documentStrings,
  dueReminderStep,
  reminderBodyLines,
  reminderSubject,
  todayIso,
} from '@dealdraft/domain';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ClientLinkUrls } from '../client-links/client-link-urls';
import { Clock } from '../common/clock';
import { EmailBrands } from '../email/email-brand';
import type { EmailBrand } from '../email/email-brand';
import { EmailContent, letter } from '../email/letter';
import { Mailer } from '../email/mailer';
import { invoiceOpenSql } from '../invoices/invoice-balance.sql';
import { InvoicesService } from '../invoices/invoices.service';
import { Queues } from '../queue/queues';
import { ReminderJob } from './reminder-job';
import { Reminder } from './reminder.entity';

export const REMIND_ATTEMPTS = 5;

/** A reminder's e-mail: its lines (reminderBodyLines), the link as a button, in its language. */
export function reminderContent(
  lines: string[],
  input: { brand: EmailBrand; kind: DocumentKind; url: string; language?: string | null },
): Promise<EmailContent> {
  const t = documentStrings(input.language);
  return letter(lines, {
    brand: input.brand,
    footer: t.email.footer(input.brand.name),
    link: { url: input.url, label: t.email.button[input.kind] },
    language: input.language,
  });
}

interface Candidate {
  id: string;
  workspace_id: string;
  kind: DocumentKind;
  recipient: string;
  steps: number[];
  /** Proposal: the day it was first sent; invoice: its due date. */
  anchor: string;
  sent_on: string;
}

/** A document still waiting on its client: sent and unanswered, or sent and not fully paid. */
const WAITING = {
  proposal: `status = 'sent' AND responded_at IS NULL`,
  invoice: `${invoiceOpenSql('d')} AND due_date IS NOT NULL`,
} as const;

/**
 * The worker's schedule. A sweep (a repeatable job) marks past-due invoices overdue and
 * records each reminder that has come due as a row (the table's unique keys make it each step
 * once and at most once a day, even with several workers), then queues one job per row. The
 * job checks again just before sending, so an answer or a payment in between stops it.
 */
@Injectable()
export class ReminderScheduler {
  private readonly logger = new Logger(ReminderScheduler.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(Queues.Reminders) private readonly queue: Queue<ReminderJob>,
    private readonly links: ClientLinkUrls,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
    private readonly brands: EmailBrands,
  ) {}

  async sweep(): Promise<{ overdue: number; queued: number }> {
    const today = todayIso(this.clock.now());
    const overdue = await this.invoices.markOverdue(today);

    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT d.id, d.workspace_id, 'proposal' AS kind, d.client_email AS recipient,
              w.proposal_reminder_days AS steps, to_char(s.first_sent, 'YYYY-MM-DD') AS anchor,
              to_char(s.first_sent, 'YYYY-MM-DD') AS sent_on
         FROM proposals d
         JOIN workspaces w ON w.id = d.workspace_id
         JOIN LATERAL (SELECT min(sent_at AT TIME ZONE 'UTC') AS first_sent FROM email_sends
                        WHERE document_id = d.id AND status = 'sent') s ON s.first_sent IS NOT NULL
        WHERE ${WAITING.proposal} AND d.reminders_enabled
          AND (d.expiration_date IS NULL OR d.expiration_date >= $1)
       UNION ALL
       SELECT d.id, d.workspace_id, 'invoice', d.client_email,
              w.invoice_reminder_offsets, to_char(d.due_date, 'YYYY-MM-DD'),
              to_char(s.first_sent, 'YYYY-MM-DD')
         FROM invoices d
         JOIN workspaces w ON w.id = d.workspace_id
         JOIN LATERAL (SELECT min(sent_at AT TIME ZONE 'UTC') AS first_sent FROM email_sends
                        WHERE document_id = d.id AND status = 'sent') s ON s.first_sent IS NOT NULL
        WHERE ${WAITING.invoice} AND d.reminders_enabled`,
      [today],
    );

    let queued = 0;
    for (const doc of candidates) {
      const step = dueReminderStep(doc.steps, doc.anchor, today, doc.sent_on);
      if (step === null) continue;
      // Nothing when this step or today's reminder already exists (either unique key).
      const [row]: { id: string }[] = await this.dataSource.query(
        `INSERT INTO reminders (workspace_id, document_kind, document_id, step, day, recipient)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [doc.workspace_id, doc.kind, doc.id, step, today, doc.recipient],
      );
      if (!row) continue;
      await this.queue.add(
        'remind',
        { reminderId: row.id },
        {
          jobId: `remind-${row.id}`,
          attempts: REMIND_ATTEMPTS,
          backoff: { type: 'exponential', delay: 5_000 },
        },
      );
      queued += 1;
    }
    if (overdue || queued) this.logger.log({ overdue, queued }, 'Reminder sweep');
    return { overdue, queued };
  }

  /** Sends one recorded reminder, unless the document was answered, paid or switched off. */
  async remind(reminderId: string, lastAttempt: boolean): Promise<void> {
    const reminders = this.dataSource.getRepository(Reminder);
    const reminder = await reminders.findOneBy({ id: reminderId });
    if (!reminder || reminder.status !== 'queued') return;

    const table = reminder.documentKind === 'proposal' ? 'proposals' : 'invoices';
    const [doc]: {
      number: string;
      title: string | null;
      client_name: string;
      sender_name: string;
      sender_email: string;
      due_date: string | null;
      language: string;
    }[] = await this.dataSource.query(
      reminder.documentKind === 'proposal'
        ? `SELECT proposal_number AS number, proposal_title AS title, client_name, language,
                  company_name AS sender_name, company_email AS sender_email, NULL AS due_date
             FROM proposals d WHERE id = $1 AND ${WAITING.proposal} AND reminders_enabled`
        : `SELECT invoice_number AS number, NULL AS title, client_name, language,
                  business_name AS sender_name, business_email AS sender_email,
                  to_char(due_date, 'YYYY-MM-DD') AS due_date
             FROM ${table} d WHERE id = $1 AND ${WAITING.invoice} AND reminders_enabled`,
      [reminder.documentId],
    );
    if (!doc) {
      await reminders.update(reminder.id, { status: 'cancelled' });
      return;
    }

    const now = this.clock.now();
    try {
      const url = await this.links.liveUrl(
        reminder.workspaceId,
        reminder.documentKind,
        reminder.documentId,
        now,
      );
      const lines = reminderBodyLines({
        kind: reminder.documentKind,
        clientName: doc.client_name,
        senderName: doc.sender_name,
        number: doc.number,
        title: doc.title,
        dueDate: doc.due_date,
        today: todayIso(now),
        url,
        language: doc.language,
      });
      const content = await reminderContent(lines, {
        brand: { ...(await this.brands.of(reminder.workspaceId)), name: doc.sender_name },
        kind: reminder.documentKind,
        url,
        language: doc.language,
      });
      await this.mailer.sendFor(
        { name: doc.sender_name, email: doc.sender_email },
        {
          to: reminder.recipient,
          subject: reminderSubject(reminder.documentKind, doc.number, doc.title, doc.language),
          ...content,
          messageId: `<reminder-${reminder.id}@dealdraft>`,
        },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await reminders.update(reminder.id, {
        error: reason,
        ...(lastAttempt ? { status: 'failed' } : {}),
      });
      throw error;
    }
    await reminders.update(reminder.id, { status: 'sent', sentAt: now, error: null });
  }
}
