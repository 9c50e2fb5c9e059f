import { Module } from '@nestjs/common';
import { BrandingModule } from '../branding/branding.module';
import { EInvoicesCoreModule } from '../e-invoices/e-invoices.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ConversionModule } from '../conversion/conversion.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { LiveModule } from '../live/live.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PdfModule } from '../pdf/pdf.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { ClientLinkUrlsModule } from './client-link-urls';
import { ClientLink } from './client-link.entity';
import { ClientLinksController } from './client-links.controller';
import { ClientLinksResolver } from './client-links.resolver';
import { ClientLinksService } from './client-links.service';
import { DocumentsModule } from '../either-kind/documents.module';
import { PaymentsModule } from '../payments/payments.module';
import { ApprovalsCoreModule } from '../approvals/approvals.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([ClientLink]),
    ClientLinkUrlsModule,
    ProposalsModule,
    InvoicesModule,
    ConversionModule,
    PdfModule,
    EInvoicesCoreModule,
    NotificationsModule,
    DocumentsModule,
    PaymentsModule,
    LiveModule,
    BrandingModule,
    ApprovalsCoreModule,
  ],
  controllers: [ClientLinksController],
  providers: [ClientLinksService, ClientLinksResolver, RateLimiter, CreateLimit],
  // The client portal's "Email me a link" reads a link's client.
  exports: [ClientLinksService],
})
export class ClientLinksModule {}
