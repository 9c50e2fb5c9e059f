import { Module } from '@nestjs/common';
import { BrandingEmailModule } from './branding/branding-email.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggingModule } from './common/logging.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthProbesModule } from './health/health-probes.module';
import { MetricsModule } from './metrics/metrics.module';
import { ClockModule } from './common/clock';
import { AccountMailModule } from './auth/account-mail';
import { CreditNoteMailModule } from './credit-notes/credit-note-mail';
import { DocumentMailModule } from './document-email/document-mail';
import { EmailWorkerModule } from './email/email-worker.module';
import { InvitationMailModule } from './invitations/invitation-mail';
import { ReceiptMailModule } from './invoices/ledger/receipt-mail';
import { OwnerNoticeMailModule } from './notifications/owner-notice-mail';
import { PortalMailModule } from './portal/portal-mail';
import { PdfWorkerModule } from './pdf/pdf-worker.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { RecurringWorkerModule } from './recurring/recurring-worker.module';
import { RemindersWorkerModule } from './reminders/reminders-worker.module';
import { SystemPing } from './system/system-ping.entity';
import { SystemProcessor } from './system/system.processor';

/** The worker process: queue processors only, no HTTP. */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    MetricsModule.forWorker(),
    HealthProbesModule,
    TypeOrmModule.forFeature([SystemPing]),
    PdfWorkerModule,
    EmailWorkerModule,
    BrandingEmailModule,
    // What each feature mails on the e-mail queue, one handler per job name.
    DocumentMailModule,
    ReceiptMailModule,
    CreditNoteMailModule,
    OwnerNoticeMailModule,
    InvitationMailModule,
    AccountMailModule,
    PortalMailModule,
    ClockModule,
    RemindersWorkerModule,
    RecurringWorkerModule,
  ],
  providers: [SystemProcessor],
})
export class WorkerModule {}
