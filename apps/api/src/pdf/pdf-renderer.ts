import { Injectable } from '@nestjs/common';
import { DocumentReader } from '../common/documents/document-reader';
import { DocumentKindName } from '../queue/queues';
import { BrowserPool } from './browser-pool';
import { documentHtml, footerTemplate } from './templates/document-html';
import { PrintableDocument } from './templates/printable-document';
import { printableDocument } from './templates/to-printable';

/** Worker side: prints a document on the warm Chromium; loads the stored record for e-mails. */
@Injectable()
export class PdfRenderer {
  constructor(
    private readonly pool: BrowserPool,
    private readonly documents: DocumentReader,
  ) {}

  async load(
    kind: DocumentKindName,
    ownerId: string,
    documentId: string,
    preview: boolean,
  ): Promise<PrintableDocument> {
    return printableDocument(await this.documents.get(ownerId, kind, documentId), preview);
  }

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
