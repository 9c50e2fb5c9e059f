import { DocumentMessages, PaymentMessages } from '@dealdraft/domain';
import { Controller, Get, Injectable, Param, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AppError } from '../common/errors/app-error';
import { findOwned } from '../common/owned';
import { printableReceipt } from '../documents/content/printable-receipt';
import { Invoice } from '../invoices/invoice.entity';
import { ReceiptStatements } from '../invoices/ledger/receipt-statements';
import { PdfService, type RenderedPdf } from './pdf.service';

/** A payment's receipt for the invoice's owner: the PDF its e-mail attached, made again. */
@Injectable()
export class ReceiptDownloads {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: ReceiptStatements,
    private readonly pdfs: PdfService,
  ) {}

  /**
   * Another workspace's invoice is not found, as in the rest of the ledger; a payment of
   * another invoice, a refund, or an id that is none is "Payment not found".
   */
  async forOwner(user: AuthUser, invoiceId: string, paymentId: string): Promise<RenderedPdf> {
    const invoice = await findOwned(
      this.dataSource.manager,
      Invoice,
      user.workspaceId,
      invoiceId,
      DocumentMessages.invoice.notFound,
    );
    const payment = await this.statements.payment(paymentId, user.workspaceId);
    const statement =
      payment && payment.invoiceId === invoice.id ? await this.statements.statement(payment) : null;
    if (!statement) throw AppError.notFound(PaymentMessages.notFound);
    return this.pdfs.renderReceipt(
      user,
      statement.payment.id,
      printableReceipt(statement.invoice, statement.payment, statement.totals),
      statement.totals.sequence,
      statement.invoice.layout,
    );
  }
}

/** `/api/invoices/:invoiceId/payments/:paymentId/receipt`: a payment's receipt PDF. */
@Controller('invoices/:invoiceId/payments/:paymentId/receipt')
export class ReceiptPdfController {
  constructor(private readonly receipts: ReceiptDownloads) {}

  @Get()
  async receipt(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Param('paymentId') paymentId: string,
  ) {
    const { pdf, filename } = await this.receipts.forOwner(user, invoiceId, paymentId);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: pdf.length,
    });
  }
}
