import { documentStrings, receiptEmailLines, receiptSubject } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job, UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { EmailBrands, type EmailBrand } from '../../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../../email/email-handler';
import { EmailWorkerModule } from '../../email/email-worker.module';
import { EmailContent, letter } from '../../email/letter';
import { attemptMail } from '../../email/mail-attempt';
import { Mailer } from '../../email/mailer';
import { RECEIPT_JOB, type ReceiptJob } from '../../queue/email-jobs';
import { InvoicesModule } from '../invoices.module';
import { PaymentReceipt } from './payment-receipt.entity';
import { ReceiptPdf } from './receipt-pdf';
import { ReceiptStatements } from './receipt-statements';

/** A payment's receipt e-mail, in the invoice's language (the PDF is attached). */
export function receiptContent(
  input: Parameters<typeof receiptEmailLines>[0],
  brand: EmailBrand,
): Promise<EmailContent> {
  return letter(receiptEmailLines(input), {
    brand,
    footer: documentStrings(input.language).email.footer(brand.name),
    language: input.language,
  });
}

/**
 * A payment's receipt to the invoice's client, in the invoice's language, from its
 * business as a document's send is. The first attempt makes the `payment_receipts` row; one
 * already sent stops here, so neither a retry nor a second queueing sends it again. Its
 * Message-ID is one per payment, so a receiver can drop the copy a crash between SMTP's
 * acceptance and our commit makes. The plan was checked when it was queued (ReceiptQueue).
 */
@Injectable()
@HandlesEmailJob(RECEIPT_JOB)
export class ReceiptMail implements EmailJobHandler<typeof RECEIPT_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: ReceiptStatements,
    private readonly pdf: ReceiptPdf,
    private readonly mailer: Mailer,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<ReceiptJob>): Promise<void> {
    const { paymentId } = job.data;
    const payment = await this.statements.payment(paymentId);
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
      [paymentId, payment.workspaceId, payment.clientEmail],
    );
    if (!taken) return;
    const receipts = this.dataSource.getRepository(PaymentReceipt);

    await attemptMail(
      job,
      { paymentId },
      (fields) => receipts.update({ paymentId }, fields),
      async () => {
        const statement = await this.statements.statement(payment);
        if (!statement) throw new UnrecoverableError(`Payment ${paymentId} is not in its ledger`);
        const { invoice, totals } = statement;
        const attachment = await this.pdf.print(payment.workspaceId, invoice, payment, totals);
        const content = await receiptContent(
          {
            clientName: invoice.clientName,
            senderName: invoice.businessName,
            invoiceNumber: invoice.invoiceNumber,
            amountMinor: payment.amountMinor,
            balanceMinor: totals.balanceMinor,
            currency: invoice.currency,
            paidOn: payment.paidOn,
            language: invoice.language,
          },
          { ...(await this.brands.of(payment.workspaceId)), name: invoice.businessName },
        );
        await this.mailer.sendFor(
          { name: invoice.businessName, email: invoice.businessEmail },
          {
            to: payment.clientEmail,
            subject: receiptSubject(invoice.invoiceNumber, invoice.language),
            text: content.text,
            html: content.html,
            messageId: `<receipt-${paymentId}@dealdraft>`,
            attachments: [{ ...attachment, contentType: 'application/pdf' }],
          },
        );
      },
    );
    await receipts.update({ paymentId }, { status: 'sent', sentAt: new Date(), error: null });
  }
}

/** The worker's side of receipts; the worker's PDF module provides ReceiptPdf. */
@Module({
  imports: [EmailWorkerModule, InvoicesModule],
  providers: [ReceiptMail],
})
export class ReceiptMailModule {}
