import { Module } from '@nestjs/common';
import { PdfWorkerModule } from '../pdf/pdf-worker.module';
import { EmailProcessor } from './email.processor';
import { Mailer } from './mailer';

@Module({
  imports: [PdfWorkerModule],
  providers: [Mailer, EmailProcessor],
})
export class EmailWorkerModule {}
