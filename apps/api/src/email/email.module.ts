import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { InvoicesModule } from '../invoices/invoices.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { EmailSend } from './email-send.entity';
import { EmailController } from './email.controller';
import { EmailResolver } from './email.resolver';
import { EmailService } from './email.service';
import { DocumentReader } from '../common/documents/document-reader';

/** The api side of e-mail; sending happens in the worker (EmailWorkerModule). */
@Module({
  imports: [TypeOrmModule.forFeature([EmailSend]), ProposalsModule, InvoicesModule],
  controllers: [EmailController],
  providers: [EmailService, EmailResolver, RateLimiter, DocumentReader],
})
export class EmailModule {}
