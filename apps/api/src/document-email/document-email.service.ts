import { type DocumentKind, EmailSendMessages, emailSubject, ErrorCode } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DocumentReader } from '../either-kind/document-reader';
import { assertCanExport } from '../workspaces/export-access';
import { findOwned } from '../common/owned';
import { AppError } from '../common/errors/app-error';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { LiveEvents } from '../live/live-events';
import { ActivityKind } from '../live/models/activity-event.model';
import type { SessionUser } from '../users/user.entity';
import { SendEmailInput } from './dto/send-email.input';
import { EmailSend } from './email-send.entity';
import { EmailSends } from './email-sends';
import { EmailSendModel } from './models/email-send.model';
import { EInvoicesService } from '../e-invoices/e-invoices.service';
import { ApprovalsService } from '../approvals/approvals.service';

/**
 * Api side of e-mail: checks owner and plan, records the send with what the user edited
 * (recipients, subject, message), and queues it for a worker.
 */
@Injectable()
export class DocumentEmailService {
  constructor(
    @InjectRepository(EmailSend) private readonly sends: Repository<EmailSend>,
    private readonly documents: DocumentReader,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly emailSends: EmailSends,
    private readonly live: LiveEvents,
    private readonly eInvoices: EInvoicesService,
    private readonly approvals: ApprovalsService,
  ) {}

  async send(
    owner: SessionUser,
    kind: DocumentKind,
    documentId: string,
    edits: SendEmailInput = {},
  ): Promise<EmailSendModel> {
    const workspaceId = owner.workspaceId;
    const document = await this.documents.get(workspaceId, kind, documentId);
    assertCanExport(owner);
    // An invoice whose client or workspace asks for an e-invoice goes only once it would pass.
    if (kind === 'invoice') await this.eInvoices.assertSendable(workspaceId, documentId);
    // A proposal the workspace's approval rule holds goes only once an admin approved it.
    if (kind === 'proposal') await this.approvals.assertSendable(workspaceId, documentId);
    const limit = this.config.exportsPerMinute;
    if ((await this.limiter.hit(`send:user:${workspaceId}`, 60)) > limit) {
      throw new AppError(ErrorCode.RateLimited, EmailSendMessages.rateLimited(limit));
    }
    const defaultSubject =
      'proposalTitle' in document
        ? emailSubject(
            'proposal',
            document.proposalTitle,
            document.proposalNumber,
            document.language,
          )
        : emailSubject('invoice', null, document.invoiceNumber, document.language);
    const send = await this.emailSends.record(this.sends.manager, {
      workspaceId,
      documentKind: kind,
      documentId,
      recipient: edits.to || document.clientEmail,
      cc: edits.cc ?? [],
      subject: edits.subject || defaultSubject,
      message: edits.message || null,
    });
    await this.emailSends.enqueue(send.id);
    return toModel(send);
  }

  async get(workspaceId: string, sendId: string): Promise<EmailSendModel> {
    return toModel(
      await findOwned(this.sends.manager, EmailSend, workspaceId, sendId, 'E-mail not found'),
    );
  }

  /** Every e-mail of one document, newest first. */
  async forDocument(workspaceId: string, documentId: string): Promise<EmailSendModel[]> {
    await this.documents.assertExists(workspaceId, documentId);
    const rows = await this.sends.find({
      where: { workspaceId, documentId },
      order: { createdAt: 'DESC' },
    });
    return rows.map(toModel);
  }

  /**
   * A tracking-pixel hit: counted when the token is known, silently ignored otherwise. The
   * owner's screens hear of it once per send in OPEN_EVENT_EVERY_S (mail clients fetch the
   * image again on every look).
   */
  async recordOpen(token: string): Promise<void> {
    if (!/^[\w-]{22}$/.test(token)) return;
    // An UPDATE … RETURNING answers [rows, count] through TypeORM's pg driver.
    const [rows]: [OpenedSend[], number] = await this.sends.query(
      `UPDATE email_sends
          SET open_count = open_count + 1, last_opened_at = now(), first_opened_at = coalesce(first_opened_at, now())
        WHERE tracking_token = $1 AND status = 'sent'
        RETURNING id, workspace_id, document_kind, document_id`,
      [token],
    );
    const send = rows[0];
    if (!send) return;
    const { workspace_id: workspaceId, document_kind: kind, document_id: documentId } = send;
    if (await this.live.firstWithin(workspaceId, `opened:${send.id}`, OPEN_EVENT_EVERY_S)) {
      await this.live.publish(workspaceId, ActivityKind.OPENED, kind, () =>
        this.documents.get(workspaceId, kind, documentId),
      );
    }
  }
}

/** An e-mail's opens reach the owner's screens at most once per send in this many seconds. */
const OPEN_EVENT_EVERY_S = 300;

interface OpenedSend {
  id: string;
  workspace_id: string;
  document_kind: DocumentKind;
  document_id: string;
}

export function toModel(send: EmailSend): EmailSendModel {
  return {
    id: send.id,
    documentKind: send.documentKind,
    documentId: send.documentId,
    recipient: send.recipient,
    cc: send.cc,
    subject: send.subject,
    status: send.status,
    error: send.error,
    openCount: send.openCount,
    lastOpenedAt: send.lastOpenedAt,
    sentAt: send.sentAt,
    createdAt: send.createdAt,
  };
}
