import { Module } from '@nestjs/common';
import { BrandingModule } from '../branding/branding.module';
import { ClientLinksModule } from '../client-links/client-links.module';
import { ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { ClientsModule } from '../clients/clients.module';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { EInvoicesCoreModule } from '../e-invoices/e-invoices.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { PaymentsModule } from '../payments/payments.module';
import { PdfModule } from '../pdf/pdf.module';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { PortalAccessController } from './portal-access.controller';
import { PortalAccessResolver } from './portal-access.resolver';
import { PortalAccessService } from './portal-access.service';
import { ClientLinkPortalController, PortalController } from './portal.controller';
import { PortalService } from './portal.service';
import { PortalTokens } from './portal-tokens';

/** The client portal (owns `portal_sign_in_tokens` and `portal_sessions`). */
@Module({
  imports: [
    ClientLinksModule,
    ClientLinkUrlsModule,
    ClientsModule,
    InvoicesModule,
    PdfModule,
    EInvoicesCoreModule,
    PaymentsModule,
    WorkspacesModule,
    BrandingModule,
  ],
  controllers: [PortalController, ClientLinkPortalController, PortalAccessController],
  providers: [PortalService, PortalAccessService, PortalAccessResolver, PortalTokens, RateLimiter],
})
export class PortalModule {}
