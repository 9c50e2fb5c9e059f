import { Global, Module } from '@nestjs/common';
import { ReceiptPdf } from '../invoices/ledger/receipt-pdf';
import { BrowserPool } from './browser-pool';
import { PdfRenderer } from './pdf-renderer';
import { PdfResultStore } from './pdf-result-store';
import { PdfProcessor } from './pdf.processor';
import { ReceiptPdfPrinter } from './receipt-pdf-printer';

/**
 * The worker side: a warm Chromium, the templates and the `pdf` queue's processor. Global for
 * ReceiptPdf, which the invoices ledger declares and cannot import from here (pdf/ prints
 * invoices, so it stands above them).
 */
@Global()
@Module({
  providers: [
    BrowserPool,
    PdfRenderer,
    PdfProcessor,
    PdfResultStore,
    { provide: ReceiptPdf, useClass: ReceiptPdfPrinter },
  ],
  exports: [PdfRenderer, BrowserPool, ReceiptPdf],
})
export class PdfWorkerModule {}
