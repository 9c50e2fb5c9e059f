import type { DocumentLayout } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BrowserPool } from './browser-pool';
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

  print(doc: PrintableDocument, style: DocumentStyle): Promise<Buffer> {
    return this.printPage(documentHtml(doc, style), footerTemplate(doc, style));
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
