import { Injectable } from '@nestjs/common';
import { BrowserPool } from './browser-pool';
import { documentHtml, footerTemplate } from './templates/document-html';
import { PrintableDocument } from '../documents/content/printable-document';
import { creditNoteFooter, creditNoteHtml } from './templates/credit-note-html';
import { PrintableCreditNote } from '../documents/content/printable-credit-note';
import { PrintableReceipt } from '../documents/content/printable-receipt';
import { receiptFooter, receiptHtml } from './templates/receipt-html';

/** Worker side: prints a document, a payment's receipt or a credit note on the warm Chromium. */
@Injectable()
export class PdfRenderer {
  constructor(private readonly pool: BrowserPool) {}

  print(doc: PrintableDocument): Promise<Buffer> {
    return this.printPage(documentHtml(doc), footerTemplate(doc));
  }

  printReceipt(receipt: PrintableReceipt): Promise<Buffer> {
    return this.printPage(receiptHtml(receipt), receiptFooter(receipt));
  }

  printCreditNote(note: PrintableCreditNote): Promise<Buffer> {
    return this.printPage(creditNoteHtml(note), creditNoteFooter(note));
  }

  private printPage(html: string, footer: string): Promise<Buffer> {
    return this.pool.renderPdf(html, {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer,
      preferCSSPageSize: true,
    });
  }
}
