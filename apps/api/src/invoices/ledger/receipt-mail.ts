import {
  documentStrings,
  receiptEmailLines,
  receiptSubject,
  receiptTotals,
  type PaymentMethod,
} from '@dealdraft/domain';
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
import { invoiceAmountDue } from '../../documents/content/invoice-amount-due';
import { InvoicesModule } from '../invoices.module';
import { InvoiceStore } from '../invoice-store';
import { PaymentReceipt } from './payment-receipt.entity';
import { ReceiptPdf } from './receipt-pdf';

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
    private readonly invoices: InvoiceStore,
    private readonly pdf: ReceiptPdf,
    private readonly mailer: Mailer,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<ReceiptJob>): Promise<void> {
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

    await attemptMail(
      job,
      { paymentId },
      (fields) => receipts.update({ paymentId }, fields),
      async () => {
        const invoice = await this.invoices.getStored(payment.workspace_id, payment.invoice_id);
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
        const attachment = await this.pdf.print(
          invoice,
          {
            amountMinor,
            method: payment.method,
            paidOn: payment.paid_on,
            reference: payment.reference,
          },
          { ...totals, invoiceTotalMinor, deposit },
        );
        const content = await receiptContent(
          {
            clientName: invoice.clientName,
            senderName: invoice.businessName,
            invoiceNumber: invoice.invoiceNumber,
            amountMinor,
            balanceMinor: totals.balanceMinor,
            currency: invoice.currency,
            paidOn: payment.paid_on,
            language: invoice.language,
          },
          { ...(await this.brands.of(payment.workspace_id)), name: invoice.businessName },
        );
        await this.mailer.sendFor(
          { name: invoice.businessName, email: invoice.businessEmail },
          {
            to: payment.client_email,
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

/** What a receipt needs of its payment and invoice, as `ReceiptMail` reads them. */
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

/** The worker's side of receipts; the worker's PDF module provides ReceiptPdf. */
@Module({
  imports: [EmailWorkerModule, InvoicesModule],
  providers: [ReceiptMail],
})
export class ReceiptMailModule {}
