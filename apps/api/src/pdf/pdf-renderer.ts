import { Injectable } from '@nestjs/common';
import { BrowserPool } from './browser-pool';
import { documentHtml, footerTemplate } from './templates/document-html';
import { PrintableDocument } from './templates/printable-document';

/** Worker side: prints a document on the warm Chromium. */
@Injectable()
export class PdfRenderer {
  constructor(private readonly pool: BrowserPool) {}

  print(doc: PrintableDocument): Promise<Buffer> {
    return this.pool.renderPdf(documentHtml(doc), {
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footerTemplate(doc),
      preferCSSPageSize: true,
    });
  }
}
