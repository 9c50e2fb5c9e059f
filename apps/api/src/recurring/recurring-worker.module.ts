import { Module } from '@nestjs/common';
import { EmailSendsModule } from '../document-email/email-sends';
import { InvoicesModule } from '../invoices/invoices.module';
import { RecurringScheduler } from './recurring-scheduler';
import { RecurringProcessor } from './recurring.processor';

/** The worker side: the repeatable sweep that issues (and sends) each due period. */
@Module({
  imports: [InvoicesModule, EmailSendsModule],
  providers: [RecurringScheduler, RecurringProcessor],
  exports: [RecurringScheduler],
})
export class RecurringWorkerModule {}
