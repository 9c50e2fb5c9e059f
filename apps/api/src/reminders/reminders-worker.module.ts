import { Module } from '@nestjs/common';
import { ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { EmailWorkerModule } from '../email/email-worker.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { ReminderScheduler } from './reminder-scheduler';
import { RemindersProcessor } from './reminders.processor';

/** The worker side: the repeatable sweep, overdue invoices, and the reminder e-mails. */
@Module({
  imports: [ClientLinkUrlsModule, InvoicesModule, EmailWorkerModule],
  providers: [ReminderScheduler, RemindersProcessor],
  exports: [ReminderScheduler],
})
export class RemindersWorkerModule {}
