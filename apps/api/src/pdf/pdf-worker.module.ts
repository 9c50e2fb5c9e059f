import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { BrowserPool } from './browser-pool';
import { PdfRenderer } from './pdf-renderer';
import { PdfResultStore } from './pdf-result-store';
import { PdfProcessor } from './pdf.processor';
import { DocumentReader } from '../common/documents/document-reader';

/** The worker side: a warm Chromium, the templates and the `pdf` queue's processor. */
@Module({
  imports: [ProposalsModule, InvoicesModule],
  providers: [BrowserPool, PdfRenderer, PdfProcessor, PdfResultStore, DocumentReader],
  exports: [PdfRenderer, BrowserPool, DocumentReader],
})
export class PdfWorkerModule {}
