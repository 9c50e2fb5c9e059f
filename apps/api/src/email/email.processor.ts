import {
  creditNoteSubject,
  receiptSubject,
  receiptTotals,
  type PaymentMethod,
} from '@dealdraft/domain';
import { Processor } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import { LoggedWorkerHost, WORKER_OPTIONS } from '../queue/logged-worker-host';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DocumentReader } from '../either-kind/document-reader';
import { DocumentsService } from '../either-kind/documents.service';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { printableDocument } from '../documents/content/to-printable';
import { printableReceipt } from '../documents/content/printable-receipt';
import { creditNoteFilename, pdfFilename, receiptFilename } from '../pdf/pdf.service';
import { printableCreditNote } from '../documents/content/printable-credit-note';
import { creditNoteStatement } from '../invoices/ledger/credit-note-statement';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { invoiceAmountDue, invoiceEmailAmounts } from '../documents/content/invoice-amount-due';
import { proposalDeposit } from '../documents/content/proposal-deposit';
import { Clock } from '../common/clock';
import { ClientLinkUrls } from '../client-links/client-link-urls';
import { NotificationsService, OWNER_NOTICE_JOB } from '../notifications/notifications.service';
import { Queues } from '../queue/queues';
import { InvitationMail } from '../invitations/invitation-mail';
import { ACCOUNT_MAIL_JOB, AccountMailJob, AccountTokens } from '../auth/account-tokens';
import {
  CREDIT_NOTE_JOB,
  CreditNoteJob,
  EmailJob,
  INVITATION_JOB,
  InvitationJob,
  OwnerNoticeJob,
  RECEIPT_JOB,
  ReceiptJob,
} from '../queue/email-jobs';
import {
  accountContent,
  creditNoteContent,
  emailContent,
  invitationContent,
  ownerNoticeContent,
  receiptContent,
} from './email-content';
import { EmailSend, EmailSendStatus } from './email-send.entity';
import { CreditNoteSend } from './credit-note-send.entity';
import { PaymentReceipt } from './payment-receipt.entity';
import { isPermanentSmtpError, Mailer } from './mailer';

/**
 * Renders the PDF, hands the message to SMTP, then marks the send and the document sent.
 * A retried job finds the send already marked and stops, so the counters move once. The
 * Message-ID is the send's id, so a receiver can drop the copy of a retry after a crash
 * between SMTP's acceptance and our commit.
 */
@Processor(Queues.Email, WORKER_OPTIONS)
export class EmailProcessor extends LoggedWorkerHost {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderer: PdfRenderer,
    private readonly documents: DocumentReader,
    private readonly documentWrites: DocumentsService,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly links: ClientLinkUrls,
    private readonly clock: Clock,
    private readonly invitations: InvitationMail,
    private readonly accountLinks: AccountTokens,
  ) {
    super();
  }

  async process(
    job: Job<
      EmailJob | OwnerNoticeJob | InvitationJob | ReceiptJob | CreditNoteJob | AccountMailJob
    >,
  ): Promise<void> {
    if (job.name === ACCOUNT_MAIL_JOB) return this.mailAccountLink(job as Job<AccountMailJob>);
    if (job.name === OWNER_NOTICE_JOB)
      return this.noticeOwner((job.data as OwnerNoticeJob).noticeId);
    if (job.name === INVITATION_JOB) return this.invite(job as Job<InvitationJob>);
    if (job.name === RECEIPT_JOB) return this.sendReceipt(job as Job<ReceiptJob>);
    if (job.name === CREDIT_NOTE_JOB) return this.sendCreditNote(job as Job<CreditNoteJob>);
    return this.send(job as Job<EmailJob>);
  }

  private async send(job: Job<EmailJob>): Promise<void> {
    const sends = this.dataSource.getRepository(EmailSend);
    const send = await sends
      .createQueryBuilder('s')
      .addSelect('s.trackingToken')
      .where('s.id = :id', { id: job.data.sendId })
      .getOne();
    if (!send || send.status === 'sent') return;
    await sends.increment({ id: send.id }, 'attempts', 1);

    try {
      const stored = await this.documents.get(send.workspaceId, send.documentKind, send.documentId);
      const doc = printableDocument(stored, false);
      const pdf = await this.renderer.print(doc);
      const url = await this.links.liveUrl(
        send.workspaceId,
        send.documentKind,
        send.documentId,
        this.clock.now(),
      );
      const common = {
        clientName: doc.to.name,
        senderName: doc.from.name,
        number: doc.number,
        pixelUrl: `${this.config.publicUrl}/api/t/${send.trackingToken}.gif`,
        url,
        message: send.message,
        language: stored.language,
      };
      // The document's own company or business signs the e-mail and takes the replies.
      const [content, sender] =
        'proposalTitle' in stored
          ? [
              emailContent({
                ...common,
                kind: 'proposal',
                title: stored.proposalTitle,
                currency: stored.currency,
                deposit: proposalDeposit(stored),
              }),
              { name: stored.companyName, email: stored.companyEmail },
            ]
          : [
              emailContent({
                ...common,
                kind: 'invoice',
                ...invoiceEmailAmounts(stored),
                currency: stored.currency,
                dueDate: stored.dueDate,
              }),
              { name: stored.businessName, email: stored.businessEmail },
            ];
      await this.mailer.sendFor(sender, {
        to: send.recipient,
        cc: send.cc,
        subject: send.subject,
        text: content.text,
        html: content.html,
        messageId: `<${send.id}@dealdraft>`,
        attachments: [
          {
            filename: pdfFilename(doc.number, send.documentKind),
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
      });
    } catch (error) {
      return this.failed(job, error, { sendId: send.id }, (fields) =>
        sends.update(send.id, fields),
      );
    }

    await this.dataSource.transaction(async (manager) => {
      const marked = await manager.update(
        EmailSend,
        { id: send.id, status: 'queued' },
        { status: 'sent', sentAt: new Date(), error: null },
      );
      if (!marked.affected) return;
      await this.documentWrites.markSent(
        manager,
        send.documentKind,
        send.workspaceId,
        send.documentId,
      );
    });
  }

  /**
   * A payment's receipt to the invoice's client, in the invoice's language, from its
   * business as a document's send is. The first attempt makes the `payment_receipts` row; one
   * already sent stops here, so neither a retry nor a second queueing sends it again. Its
   * Message-ID is one per payment, so a receiver can drop the copy a crash between SMTP's
   * acceptance and our commit makes. The plan was checked when it was queued (ReceiptQueue).
   */
  private async sendReceipt(job: Job<ReceiptJob>): Promise<void> {
    const { paymentId } = job.data;
    const [payment]: ReceiptPaymentRow[] = await this.dataSource.query(
      `SELECT p.workspace_id, p.invoice_id, p.amount_minor::text, p.method, p.paid_on::text,
              p.reference, i.total_minor::text AS invoice_total_minor, i.client_email,
              (SELECT coalesce(sum(c.amount_minor), 0) FROM credit_notes c
                WHERE c.invoice_id = p.invoice_id AND c.created_at <= p.created_at
              )::text AS credited_minor
         FROM payments p JOIN invoices i ON i.id = p.invoice_id
        WHERE p.id = $1 AND p.refund_of IS NULL`,
      [paymentId],
    );
    // Deleted since (recorded by mistake): there is nothing to confirm.
    if (!payment) return;
    const [taken]: unknown[] = await this.dataSource.query(
      `INSERT INTO payment_receipts (payment_id, workspace_id, recipient, attempts)
       VALUES ($1, $2, $3, 1)
       ON CONFLICT (payment_id) DO UPDATE
         SET attempts = payment_receipts.attempts + 1, recipient = EXCLUDED.recipient,
             status = 'queued'
         WHERE payment_receipts.status <> 'sent'
       RETURNING payment_id`,
      [paymentId, payment.workspace_id, payment.client_email],
    );
    if (!taken) return;
    const receipts = this.dataSource.getRepository(PaymentReceipt);

    try {
      // The kind asked for is an invoice, so that is what the reader answers.
      const invoice = (await this.documents.get(
        payment.workspace_id,
        'invoice',
        payment.invoice_id,
      )) as InvoiceModel;
      const ledger: { id: string; amount_minor: string; refund_of: string | null }[] =
        await this.dataSource.query(
          `SELECT id, amount_minor::text, refund_of FROM payments
            WHERE invoice_id = $1 ORDER BY created_at, id`,
          [payment.invoice_id],
        );
      const invoiceTotalMinor = BigInt(payment.invoice_total_minor);
      // The paid deposit the invoice deducts, as its own PDF and e-mail state it.
      const { deposit } = invoiceAmountDue(invoice);
      const amountMinor = BigInt(payment.amount_minor);
      const totals = receiptTotals(
        invoiceTotalMinor,
        ledger.map((row) => ({
          id: row.id,
          amountMinor: BigInt(row.amount_minor),
          refundOf: row.refund_of,
        })),
        paymentId,
        BigInt(payment.credited_minor),
        deposit,
      );
      if (!totals) throw new UnrecoverableError(`Payment ${paymentId} is not in its ledger`);
      const pdf = await this.renderer.printReceipt(
        printableReceipt(
          invoice,
          {
            amountMinor,
            method: payment.method,
            paidOn: payment.paid_on,
            reference: payment.reference,
          },
          { ...totals, invoiceTotalMinor, deposit },
        ),
      );
      const content = receiptContent({
        clientName: invoice.clientName,
        senderName: invoice.businessName,
        invoiceNumber: invoice.invoiceNumber,
        amountMinor,
        balanceMinor: totals.balanceMinor,
        currency: invoice.currency,
        paidOn: payment.paid_on,
        language: invoice.language,
      });
      await this.mailer.sendFor(
        { name: invoice.businessName, email: invoice.businessEmail },
        {
          to: payment.client_email,
          subject: receiptSubject(invoice.invoiceNumber, invoice.language),
          text: content.text,
          html: content.html,
          messageId: `<receipt-${paymentId}@dealdraft>`,
          attachments: [
            {
              filename: receiptFilename(invoice.invoiceNumber, totals.sequence),
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        },
      );
    } catch (error) {
      return this.failed(job, error, { paymentId }, (fields) =>
        receipts.update({ paymentId }, fields),
      );
    }
    await receipts.update({ paymentId }, { status: 'sent', sentAt: new Date(), error: null });
  }

  /**
   * A credit note to its invoice's client, in the invoice's language, from its
   * business, the PDF attached. The send's row was made when it was asked for; one already sent
   * stops here, so a retry sends it once. Its Message-ID is one per send, for the crash between
   * SMTP's acceptance and our commit. The plan was checked when it was asked for.
   */
  private async sendCreditNote(job: Job<CreditNoteJob>): Promise<void> {
    const sends = this.dataSource.getRepository(CreditNoteSend);
    const send = await sends.findOneBy({ id: job.data.sendId });
    if (!send || send.status === 'sent') return;
    await sends.increment({ id: send.id }, 'attempts', 1);

    try {
      const note = await creditNoteStatement(
        this.dataSource.manager,
        send.workspaceId,
        send.creditNoteId,
      );
      if (!note) throw new UnrecoverableError(`Credit note ${send.creditNoteId} is gone`);
      // The kind asked for is an invoice, so that is what the reader answers.
      const invoice = (await this.documents.get(
        send.workspaceId,
        'invoice',
        note.invoiceId,
      )) as InvoiceModel;
      const pdf = await this.renderer.printCreditNote(
        printableCreditNote(invoice, note, note.totals),
      );
      const content = creditNoteContent({
        clientName: invoice.clientName,
        senderName: invoice.businessName,
        creditNoteNumber: note.creditNoteNumber,
        invoiceNumber: invoice.invoiceNumber,
        amountMinor: note.amountMinor,
        balanceMinor: note.totals.balanceMinor,
        currency: invoice.currency,
        language: invoice.language,
      });
      await this.mailer.sendFor(
        { name: invoice.businessName, email: invoice.businessEmail },
        {
          to: send.recipient,
          subject: creditNoteSubject(
            note.creditNoteNumber,
            invoice.invoiceNumber,
            invoice.language,
          ),
          text: content.text,
          html: content.html,
          messageId: `<credit-note-${send.id}@dealdraft>`,
          attachments: [
            {
              filename: creditNoteFilename(note.creditNoteNumber),
              content: pdf,
              contentType: 'application/pdf',
            },
          ],
        },
      );
    } catch (error) {
      return this.failed(job, error, { sendId: send.id }, (fields) =>
        sends.update({ id: send.id }, fields),
      );
    }
    await sends.update(
      { id: send.id, status: 'queued' },
      { status: 'sent', sentAt: new Date(), error: null },
    );
  }

  /**
   * An attempt that did not reach SMTP's acceptance: keeps the reason, and marks the mail failed
   * on a permanent refusal or the last attempt. A 5xx refusal will not change on retry, so the
   * job fails at once; anything else is thrown again for BullMQ's retry.
   */
  private async failed(
    job: Job,
    error: unknown,
    context: Record<string, string>,
    mark: (fields: { error: string; status?: EmailSendStatus }) => Promise<unknown>,
  ): Promise<never> {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = isPermanentSmtpError(error) || error instanceof UnrecoverableError;
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await mark({ error: reason, ...(permanent || lastAttempt ? { status: 'failed' } : {}) });
    this.logger.warn(
      { ...context, permanent, attempt: job.attemptsMade + 1, reason },
      'E-mail not sent',
    );
    if (permanent)
      throw error instanceof UnrecoverableError ? error : new UnrecoverableError(reason);
    throw error;
  }

  /** The owner hears what the client did; sent once (emailed_at), whatever the retries. */
  private async noticeOwner(noticeId: string): Promise<void> {
    const [notice]: {
      id: string;
      message: string;
      document_kind: 'proposal' | 'invoice';
      email: string;
      name: string;
    }[] = await this.dataSource.query(
      // To whoever made the document while they are still a member, else the owner.
      `SELECT n.id, n.message, n.document_kind, r.email, r.name
           FROM notifications n
           JOIN LATERAL (
             SELECT u.email, u.name FROM workspace_members m JOIN users u ON u.id = m.user_id
              WHERE m.workspace_id = n.workspace_id
              ORDER BY u.id = (SELECT created_by_id FROM proposals WHERE id = n.document_id
                               UNION ALL
                               SELECT created_by_id FROM invoices WHERE id = n.document_id
                               LIMIT 1) DESC NULLS LAST,
                       m.role = 'owner' DESC
              LIMIT 1) r ON true
          WHERE n.id = $1 AND n.emailed_at IS NULL`,
      [noticeId],
    );
    if (!notice) return;
    const content = ownerNoticeContent(
      notice.name,
      notice.message,
      // The list the notice is about: a client's answer, or a client's payment.
      `${this.config.publicUrl}/${notice.document_kind === 'invoice' ? 'invoices' : 'proposals'}`,
    );
    await this.mailer.send({
      to: notice.email,
      subject: notice.message,
      text: content.text,
      html: content.html,
      messageId: `<notice-${notice.id}@dealdraft>`,
    });
    await this.notifications.markEmailed(notice.id);
  }

  /**
   * The invitation, in the inviter's name ("Ada via Dealdraft"; replies go to them). Once mailed,
   * the token leaves Redis; the Message-ID, one per token, lets a receiver drop a retry's copy.
   */
  private async invite(job: Job<InvitationJob>): Promise<void> {
    const { invitationId, token } = job.data;
    if (!token) return;
    const letter = await this.invitations.letter(invitationId, token);
    if (letter) {
      const content = invitationContent({ ...letter, inviterName: letter.inviter.name });
      await this.mailer.sendFor(letter.inviter, {
        to: letter.to,
        subject: letter.subject,
        text: content.text,
        html: content.html,
        messageId: `<${job.id}@dealdraft>`,
      });
    }
    await job.updateData({ invitationId, token: null });
  }

  /**
   * A password reset or e-mail confirmation link, from the product itself. A link retired or
   * used since the job was queued is not mailed; once mailed, the token leaves Redis.
   */
  private async mailAccountLink(job: Job<AccountMailJob>): Promise<void> {
    const { id, token } = job.data;
    if (!token) return;
    const letter = await this.accountLinks.letter(id, token, this.clock.now());
    if (letter) {
      const content = accountContent(letter.lines, letter.url);
      await this.mailer.send({
        to: letter.to,
        subject: letter.subject,
        text: content.text,
        html: content.html,
        messageId: `<${job.id}@dealdraft>`,
      });
    }
    await job.updateData({ id, token: null });
  }
}

/** What a receipt needs of its payment and invoice, as `sendReceipt` reads them. */
interface ReceiptPaymentRow {
  workspace_id: string;
  invoice_id: string;
  amount_minor: string;
  method: PaymentMethod;
  paid_on: string;
  reference: string | null;
  invoice_total_minor: string;
  client_email: string;
  /** Credit notes issued before the payment. */
  credited_minor: string;
}
