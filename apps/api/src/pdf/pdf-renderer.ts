import { Injectable } from '@nestjs/common';
import { InvoicesService } from '../invoices/invoices.service';
import { ProposalsService } from '../proposals/proposals.service';
import { DocumentKindName } from '../queue/queues';
import { BrowserPool } from './browser-pool';
import { documentHtml, footerTemplate } from './templates/document-html';
import { PrintableDocument } from './templates/printable-document';
import { invoiceDocument, proposalDocument } from './templates/to-printable';

/** Worker side: prints a document on the warm Chromium; loads the stored record for e-mails. */
@Injectable()
export class PdfRenderer {
  constructor(
    private readonly pool: BrowserPool,
    private readonly proposals: ProposalsService,
    private readonly invoices: InvoicesService,
  ) {}

  async load(
    kind: DocumentKindName,
    ownerId: string,
    documentId: string,
    preview: boolean,
  ): Promise<PrintableDocument> {
    return kind === 'proposal'
      ? proposalDocument(await this.proposals.getForPrint(ownerId, documentId), preview)
      : invoiceDocument(await this.invoices.getForPrint(ownerId, documentId), preview);
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
