import { Module } from '@nestjs/common';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { InvoicesModule } from '../invoices/invoices.module';
import { RecurringController } from './recurring.controller';
import { RecurringResolver } from './recurring.resolver';
import { RecurringService } from './recurring.service';

/** Recurring invoices, the api side; issuing happens in the worker. */
@Module({
  imports: [InvoicesModule],
  controllers: [RecurringController],
  providers: [RecurringService, RecurringResolver, RateLimiter, CreateLimit],
})
export class RecurringModule {}
