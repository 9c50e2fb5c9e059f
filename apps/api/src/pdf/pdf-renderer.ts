import type { DocumentLayout } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { BrowserPool } from './browser-pool';
import { swissQrBillPageHtml } from './templates/swiss-qr-bill-html';
import { documentHtml, footerTemplate } from './templates/document-html';
import { PrintableDocument } from '../documents/content/printable-document';
import { creditNoteFooter, creditNoteHtml } from './templates/credit-note-html';
import { PrintableCreditNote } from '../documents/content/printable-credit-note';
import { PrintableReceipt } from '../documents/content/printable-receipt';
import { receiptFooter, receiptHtml } from './templates/receipt-html';
import { DocumentStyle, documentStyleOf } from '../documents/content/document-style';

/**
 * Worker side: prints a document, a payment's receipt or a credit note on the warm Chromium, in
 * the style (layout, font, colour, logo, footer) of its workspace.
 */
@Injectable()
export class PdfRenderer {
  constructor(
    private readonly pool: BrowserPool,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The workspace's style, with the document's own layout (null: the workspace's) over it. */
  styleOf(workspaceId: string, layout?: DocumentLayout | null): Promise<DocumentStyle> {
    return documentStyleOf(this.dataSource, workspaceId, layout);
  }

  /** A proposal or invoice; an invoice with a Swiss QR-bill ends with its payment part's page. */
  async print(doc: PrintableDocument, style: DocumentStyle): Promise<Buffer> {
    const pdf = await this.printPage(documentHtml(doc, style), footerTemplate(doc, style));
    if (!doc.swissQrBill) return pdf;
    const bill = await this.pool.renderPdf(swissQrBillPageHtml(doc.swissQrBill), {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: false,
      preferCSSPageSize: true,
    });
    return appendPages(pdf, bill);
  }

  printReceipt(receipt: PrintableReceipt, style: DocumentStyle): Promise<Buffer> {
    return this.printPage(receiptHtml(receipt, style), receiptFooter(receipt, style));
  }

  printCreditNote(note: PrintableCreditNote, style: DocumentStyle): Promise<Buffer> {
    return this.printPage(creditNoteHtml(note, style), creditNoteFooter(note, style));
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

/** `first` with the pages of `then` after its own. */
async function appendPages(first: Buffer, then: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.load(first);
  const more = await PDFDocument.load(then);
  for (const page of await doc.copyPages(more, more.getPageIndices())) doc.addPage(page);
  return Buffer.from(await doc.save());
}
