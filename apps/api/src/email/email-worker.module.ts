import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EmailProcessor } from './email.processor';
import { Mailer } from './mailer';

/**
 * The worker's e-mail: the one SMTP client and the e-mail queue's worker. A feature that mails
 * imports this for the Mailer and provides its handler (`@HandlesEmailJob`) in a module of its own.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [Mailer, EmailProcessor],
  exports: [Mailer],
})
export class EmailWorkerModule {}
