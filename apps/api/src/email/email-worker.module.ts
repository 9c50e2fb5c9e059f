import { Module } from '@nestjs/common';
import { ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { PdfWorkerModule } from '../pdf/pdf-worker.module';
import { EmailProcessor } from './email.processor';
import { Mailer } from './mailer';

@Module({
  imports: [PdfWorkerModule, ClientLinkUrlsModule],
  providers: [Mailer, EmailProcessor],
})
export class EmailWorkerModule {}
