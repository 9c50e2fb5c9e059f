import { creditNoteEmailLines, creditNoteSubject, documentStrings } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { EmailBrands, type EmailBrand } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { EmailContent, letter } from '../email/letter';
import { attemptMail } from '../email/mail-attempt';
import { Mailer } from '../email/mailer';
import { InvoicesModule } from '../invoices/invoices.module';
import { InvoiceStore } from '../invoices/invoice-store';
import { creditNoteStatement } from '../invoices/ledger/credit-note-statement';
import { PdfRenderer } from '../pdf/pdf-renderer';
import { creditNoteFilename } from '../pdf/pdf.service';
import { PdfWorkerModule } from '../pdf/pdf-worker.module';
import { printableCreditNote } from '../documents/content/printable-credit-note';
import { CREDIT_NOTE_JOB, type CreditNoteJob } from '../queue/email-jobs';
import { CreditNoteSend } from './credit-note-send.entity';

/** A credit note's e-mail, in its invoice's language. */
export function creditNoteContent(
  input: Parameters<typeof creditNoteEmailLines>[0],
  brand: EmailBrand,
): Promise<EmailContent> {
  return letter(creditNoteEmailLines(input), {
    brand,
    footer: documentStrings(input.language).email.footer(brand.name),
    language: input.language,
  });
}

/**
 * A credit note to its invoice's client, in the invoice's language, from its
 * business, the PDF attached. The send's row was made when it was asked for; one already sent
 * stops here, so a retry sends it once. Its Message-ID is one per send, for the crash between
 * SMTP's acceptance and our commit. The plan was checked when it was asked for.
 */
@Injectable()
@HandlesEmailJob(CREDIT_NOTE_JOB)
export class CreditNoteMail implements EmailJobHandler<typeof CREDIT_NOTE_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invoices: InvoiceStore,
    private readonly renderer: PdfRenderer,
    private readonly mailer: Mailer,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<CreditNoteJob>): Promise<void> {
    const sends = this.dataSource.getRepository(CreditNoteSend);
    const send = await sends.findOneBy({ id: job.data.sendId });
    if (!send || send.status === 'sent') return;
    await sends.increment({ id: send.id }, 'attempts', 1);

    await attemptMail(
      job,
      { sendId: send.id },
      (fields) => sends.update({ id: send.id }, fields),
      async () => {
        const note = await creditNoteStatement(
          this.dataSource.manager,
          send.workspaceId,
          send.creditNoteId,
        );
        if (!note) throw new UnrecoverableError(`Credit note ${send.creditNoteId} is gone`);
        const invoice = await this.invoices.getStored(send.workspaceId, note.invoiceId);
        const pdf = await this.renderer.printCreditNote(
          printableCreditNote(invoice, note, note.totals),
        );
        const content = await creditNoteContent(
          {
            clientName: invoice.clientName,
            senderName: invoice.businessName,
            creditNoteNumber: note.creditNoteNumber,
            invoiceNumber: invoice.invoiceNumber,
            amountMinor: note.amountMinor,
            balanceMinor: note.totals.balanceMinor,
            currency: invoice.currency,
            language: invoice.language,
          },
          { ...(await this.brands.of(send.workspaceId)), name: invoice.businessName },
        );
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
      },
    );
    await sends.update(
      { id: send.id, status: 'queued' },
      { status: 'sent', sentAt: new Date(), error: null },
    );
  }
}

/** The worker's side of credit notes: their e-mails. */
@Module({
  imports: [EmailWorkerModule, PdfWorkerModule, InvoicesModule],
  providers: [CreditNoteMail],
})
export class CreditNoteMailModule {}
