import { Module } from '@nestjs/common';
import { BrandingEmailModule } from './branding/branding-email.module';
import { APP_FILTER } from '@nestjs/core';
import { AiModule } from './ai/ai.module';
import { BrandingModule } from './branding/branding.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthModule } from './auth/auth.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { ClientSummaryModule } from './client-summary/client-summary.module';
import { ClientsModule } from './clients/clients.module';
import { ExportsModule } from './exports/exports.module';
import { ImportsModule } from './imports/imports.module';
import { TaxRatesModule } from './tax-rates/tax-rates.module';
import { CustomFieldsModule } from './custom-fields/custom-fields.module';
import { PaymentsModule } from './payments/payments.module';
import { DocumentEmailModule } from './document-email/document-email.module';
import { ApprovalsModule } from './approvals/approvals.module';
import { ErrorFilter } from './common/errors/error.filter';
import { LoggingModule } from './common/logging.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GraphQLModule } from './graphql/graphql.module';
import { HealthModule } from './health/health.module';
import { MetricsModule } from './metrics/metrics.module';
import { IdleHeapRelease } from './common/memory/idle-heap-release';
import { QueueDashboardModule } from './queue-dashboard/queue-dashboard.module';
import { InvitationsModule } from './invitations/invitations.module';
import { ProposalsModule } from './proposals/proposals.module';
import { InvoicesModule } from './invoices/invoices.module';
import { CreditNotesModule } from './credit-notes/credit-notes.module';
import { EInvoicesModule } from './e-invoices/e-invoices.module';
import { ConversionModule } from './conversion/conversion.module';
import { PdfModule } from './pdf/pdf.module';
import { ProfileModule } from './profile/profile.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './search/search.module';
import { StatsModule } from './stats/stats.module';
import { SubscriptionModule } from './subscription/subscription.module';
import { SystemModule } from './system/system.module';
import { ClockModule } from './common/clock';
import { NotificationsModule } from './notifications/notifications.module';
import { ClientLinksModule } from './client-links/client-links.module';
import { EvidenceModule } from './evidence/evidence.module';
import { PortalModule } from './portal/portal.module';
import { RecurringModule } from './recurring/recurring.module';
import { RemindersModule } from './reminders/reminders.module';
import { TeamModule } from './team/team.module';
import { WorkspacesModule } from './workspaces/workspaces.module';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    GraphQLModule,
    HealthModule,
    MetricsModule.forApi(),
    QueueDashboardModule,
    WorkspacesModule,
    AuthModule,
    ApiKeysModule,
    TeamModule,
    BrandingModule,
    BrandingEmailModule,
    ProfileModule,
    CatalogueModule,
    ClientsModule,
    ClientSummaryModule,
    ExportsModule,
    ImportsModule,
    TaxRatesModule,
    CustomFieldsModule,
    PaymentsModule,
    ProposalsModule,
    InvoicesModule,
    CreditNotesModule,
    EInvoicesModule,
    ConversionModule,
    PdfModule,
    DocumentEmailModule,
    SubscriptionModule,
    SystemModule,
    StatsModule,
    SearchModule,
    ClockModule,
    NotificationsModule,
    ClientLinksModule,
    EvidenceModule,
    ApprovalsModule,
    // The client portal: magic-link sign-in, a client's documents, balance and payments.
    PortalModule,
    RemindersModule,
    RecurringModule,
    AiModule,
    InvitationsModule,
  ],
  providers: [{ provide: APP_FILTER, useClass: ErrorFilter }, IdleHeapRelease],
})
export class AppModule {}
