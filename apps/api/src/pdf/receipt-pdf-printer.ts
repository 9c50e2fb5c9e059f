import type { DepositDeducted, ReceiptTotals } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { ReceiptPdf, type ReceiptPayment } from '../invoices/ledger/receipt-pdf';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import { PdfRenderer } from './pdf-renderer';
import { receiptFilename } from './pdf.service';
import { printableReceipt } from '../documents/content/printable-receipt';

/** The ledger's receipt PDF, printed on the worker's Chromium. */
@Injectable()
export class ReceiptPdfPrinter extends ReceiptPdf {
  constructor(private readonly renderer: PdfRenderer) {
    super();
  }

  async print(
    workspaceId: string,
    invoice: InvoiceModel,
    payment: ReceiptPayment,
    totals: ReceiptTotals & { invoiceTotalMinor: bigint; deposit?: DepositDeducted | null },
  ): Promise<{ filename: string; content: Buffer }> {
    const content = await this.renderer.printReceipt(
      printableReceipt(invoice, payment, totals),
      await this.renderer.styleOf(workspaceId, invoice.layout),
    );
    return { filename: receiptFilename(invoice.invoiceNumber, totals.sequence), content };
  }
}
