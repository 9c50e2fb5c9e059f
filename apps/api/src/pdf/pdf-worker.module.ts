import { Module } from '@nestjs/common';
import { BrowserPool } from './browser-pool';
import { PdfRenderer } from './pdf-renderer';
import { PdfResultStore } from './pdf-result-store';
import { PdfProcessor } from './pdf.processor';

/** The worker side: a warm Chromium, the templates and the `pdf` queue's processor. */
@Module({
  providers: [BrowserPool, PdfRenderer, PdfProcessor, PdfResultStore],
  exports: [PdfRenderer, BrowserPool],
})
export class PdfWorkerModule {}
