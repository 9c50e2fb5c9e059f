import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { ClientLinkUrls, ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { appendEvidence } from '../evidence/evidence-log';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { DocumentReader } from '../either-kind/document-reader';
import { DocumentsModule } from '../either-kind/documents.module';
import { EmailBrands } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { attemptMail } from '../email/mail-attempt';
import { Mailer } from '../email/mailer';
import { invoiceEmailAmounts } from '../documents/content/invoice-amount-due';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { pdfFilename } from '../pdf/pdf.service';
import { PdfWorkerModule } from '../pdf/pdf-worker.module';
import { printableDocument } from '../documents/content/to-printable';
import { proposalDeposit } from '../documents/content/proposal-deposit';
import { DOCUMENT_SEND_JOB, type EmailJob } from '../queue/email-jobs';
import { EInvoicesService } from '../e-invoices/e-invoices.service';
import { EInvoicesCoreModule } from '../e-invoices/e-invoices.module';
import { emailContent } from './document-email-content';
import { EmailSend } from './email-send.entity';

/**
 * A proposal's or invoice's e-mail to its client: renders the PDF, hands the message to SMTP,
 * then marks the send and the document sent. A retried job finds the send already marked and
 * stops, so the counters move once. The Message-ID is the send's id, so a receiver can drop the
 * copy of a retry after a crash between SMTP's acceptance and our commit.
 */
@Injectable()
@HandlesEmailJob(DOCUMENT_SEND_JOB)
export class DocumentMail implements EmailJobHandler<typeof DOCUMENT_SEND_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly renderer: PdfRenderer,
    private readonly documents: DocumentReader,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly links: ClientLinkUrls,
    private readonly clock: Clock,
    private readonly eInvoices: EInvoicesService,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<EmailJob>): Promise<void> {
    const sends = this.dataSource.getRepository(EmailSend);
    const send = await sends
      .createQueryBuilder('s')
      .addSelect('s.trackingToken')
      .where('s.id = :id', { id: job.data.sendId })
      .getOne();
    if (!send || send.status === 'sent') return;
    await sends.increment({ id: send.id }, 'attempts', 1);

    await attemptMail(
      job,
      { sendId: send.id },
      (fields) => sends.update(send.id, fields),
      async () => {
        const stored = await this.documents.get(
          send.workspaceId,
          send.documentKind,
          send.documentId,
        );
        const doc = printableDocument(stored, false);
        const style = await this.renderer.styleOf(send.workspaceId, stored.layout);
        let pdf = await this.renderer.print(doc, style);
        if (!('proposalTitle' in stored)) {
          // The invoice's e-invoice inside its PDF; one that would not pass (an automatic send
          // made before the details were complete) fails its send, saying why, and is not retried.
          const attached = await this.eInvoices.mailPdf(send.workspaceId, stored, pdf);
          if ('refused' in attached) throw new UnrecoverableError(attached.refused);
          pdf = attached.pdf;
        }
        const url = await this.links.liveUrl(
          send.workspaceId,
          send.documentKind,
          send.documentId,
          this.clock.now(),
        );
        // The document's own company or business signs the e-mail and takes the replies.
        const sender =
          'proposalTitle' in stored
            ? { name: stored.companyName, email: stored.companyEmail }
            : { name: stored.businessName, email: stored.businessEmail };
        const common = {
          brand: { ...(await this.brands.of(send.workspaceId)), name: sender.name },
          clientName: doc.to.name,
          senderName: doc.from.name,
          number: doc.number,
          pixelUrl: `${this.config.publicUrl}/api/t/${send.trackingToken}.gif`,
          url,
          message: send.message,
          language: stored.language,
        };
        const content = await ('proposalTitle' in stored
          ? emailContent({
              ...common,
              kind: 'proposal',
              title: stored.proposalTitle,
              currency: stored.currency,
              deposit: proposalDeposit(stored),
            })
          : emailContent({
              ...common,
              kind: 'invoice',
              ...invoiceEmailAmounts(stored),
              currency: stored.currency,
              dueDate: stored.dueDate,
            }));
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
      },
    );

    await this.dataSource.transaction(async (manager) => {
      const marked = await manager.update(
        EmailSend,
        { id: send.id, status: 'queued' },
        { status: 'sent', sentAt: new Date(), error: null },
      );
      if (!marked.affected) return;
      await this.documents
        .storeOf(send.documentKind)
        .markSent(manager, send.workspaceId, send.documentId);
      // The address the proposal's link went to is evidence of its answer.
      if (send.documentKind === 'proposal')
        await appendEvidence(manager, {
          workspaceId: send.workspaceId,
          proposalId: send.documentId,
          kind: 'sent',
          occurredAt: new Date(),
          recipient: [send.recipient, ...send.cc].join(', '),
        });
    });
  }
}

/** The worker's side of a document's e-mail. */
@Module({
  imports: [
    EmailWorkerModule,
    PdfWorkerModule,
    ClientLinkUrlsModule,
    DocumentsModule,
    EInvoicesCoreModule,
  ],
  providers: [DocumentMail],
})
export class DocumentMailModule {}
