import { Injectable } from '@nestjs/common';
import { ReceiptPdf } from '../invoices/ledger/receipt-pdf';
import { PdfRenderer } from './pdf-renderer';
import { receiptFilename } from './pdf.service';
import { printableReceipt } from './templates/printable-receipt';

/** The ledger's receipt PDF, printed on the worker's Chromium. */
@Injectable()
export class ReceiptPdfPrinter extends ReceiptPdf {
  constructor(private readonly renderer: PdfRenderer) {
    super();
  }

  async print(...[invoice, payment, totals]: Parameters<ReceiptPdf['print']>) {
    const content = await this.renderer.printReceipt(printableReceipt(invoice, payment, totals));
    return { filename: receiptFilename(invoice.invoiceNumber, totals.sequence), content };
  }
}
