import { Module } from '@nestjs/common';
import { ClientLinkUrlsModule } from '../client-links/client-link-urls';
import { DocumentsModule } from '../either-kind/documents.module';
import { AccountTokensModule } from '../auth/account-tokens';
import { InvitationMailModule } from '../invitations/invitation-mail';
import { NotificationsModule } from '../notifications/notifications.module';
import { PdfWorkerModule } from '../pdf/pdf-worker.module';
import { EmailProcessor } from './email.processor';
import { Mailer } from './mailer';

@Module({
  imports: [
    AccountTokensModule,
    PdfWorkerModule,
    ClientLinkUrlsModule,
    DocumentsModule,
    NotificationsModule,
    InvitationMailModule,
  ],
  providers: [Mailer, EmailProcessor],
})
export class EmailWorkerModule {}
