import { Logger, Module, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EmailBrands } from './email-brand';
import { EmailProcessor } from './email.processor';
import { prepareLetters } from './letter';
import { Mailer } from './mailer';

/**
 * The worker's e-mail: the one SMTP client, the e-mail queue's worker, the senders' brands and
 * the layout. A feature that mails imports this for the Mailer and provides its handler
 * (`@HandlesEmailJob`) in a module of its own.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [Mailer, EmailProcessor, EmailBrands],
  exports: [Mailer, EmailBrands],
})
export class EmailWorkerModule implements OnApplicationBootstrap {
  private readonly logger = new Logger('EmailLayout');

  /** MJML compiles the layout's variants once, at start-up, so no send waits for it. */
  async onApplicationBootstrap(): Promise<void> {
    const started = performance.now();
    await prepareLetters();
    this.logger.log(`E-mail layouts compiled in ${Math.round(performance.now() - started)} ms`);
  }
}
