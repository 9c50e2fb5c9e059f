import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { PdfLinkService } from './pdf-link.service';
import { PdfResultStore } from './pdf-result-store';
import { PdfController } from './pdf.controller';
import { PdfResolver } from './pdf.resolver';
import { PdfService } from './pdf.service';
import { DocumentsModule } from '../either-kind/documents.module';
import { EInvoicesCoreModule } from '../e-invoices/e-invoices.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { ReceiptDownloads, ReceiptPdfController } from './receipt-pdf.controller';

/** The api side of PDFs; rendering itself happens in the worker (PdfWorkerModule). */
@Module({
  imports: [
    JwtModule.register({}),
    WorkspacesModule,
    DocumentsModule,
    EInvoicesCoreModule,
    InvoicesModule,
  ],
  controllers: [PdfController, ReceiptPdfController],
  providers: [
    PdfService,
    PdfLinkService,
    PdfResolver,
    PdfResultStore,
    RateLimiter,
    ReceiptDownloads,
  ],
  exports: [PdfService],
})
export class PdfModule {}
