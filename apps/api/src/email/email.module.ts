import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { EmailSend } from './email-send.entity';
import { EmailSendsModule } from './email-sends';
import { EmailController } from './email.controller';
import { EmailResolver } from './email.resolver';
import { EmailService } from './email.service';
import { DocumentsModule } from '../either-kind/documents.module';
import { LiveModule } from '../live/live.module';

/** The api side of e-mail; sending happens in the worker (EmailWorkerModule). */
@Module({
  imports: [TypeOrmModule.forFeature([EmailSend]), DocumentsModule, EmailSendsModule, LiveModule],
  controllers: [EmailController],
  providers: [EmailService, EmailResolver, RateLimiter],
})
export class EmailModule {}
