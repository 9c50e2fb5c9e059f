import { Module } from '@nestjs/common';
import { EInvoicesCoreModule } from '../e-invoices/e-invoices.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { EmailSend } from './email-send.entity';
import { EmailSendsModule } from './email-sends';
import { DocumentEmailController } from './document-email.controller';
import { DocumentEmailResolver } from './document-email.resolver';
import { DocumentEmailService } from './document-email.service';
import { DocumentsModule } from '../either-kind/documents.module';
import { LiveModule } from '../live/live.module';
import { ApprovalsCoreModule } from '../approvals/approvals.module';

/**
 * A document's e-mail, the api side: the Send, its state and the tracking image; DocumentMail
 * sends it in the worker.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailSend]),
    DocumentsModule,
    EmailSendsModule,
    LiveModule,
    EInvoicesCoreModule,
    ApprovalsCoreModule,
  ],
  controllers: [DocumentEmailController],
  providers: [DocumentEmailService, DocumentEmailResolver, RateLimiter],
})
export class DocumentEmailModule {}
