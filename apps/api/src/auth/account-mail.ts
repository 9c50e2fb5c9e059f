import { documentStrings } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { Job } from 'bullmq';
import { Clock } from '../common/clock';
import { productEmailBrand } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { EmailContent, letter } from '../email/letter';
import { Mailer } from '../email/mailer';
import { ACCOUNT_MAIL_JOB, type AccountMailJob } from '../queue/email-jobs';
import { AccountTokens, AccountTokensModule } from './account-tokens';

/** A password reset or e-mail confirmation: the product's own words, the link as a real link. */
export function accountContent(
  lines: string[],
  link: { url: string; label: string },
): Promise<EmailContent> {
  const brand = productEmailBrand();
  return letter(lines, { brand, footer: documentStrings('en').email.footer(brand.name), link });
}

/**
 * A password reset or e-mail confirmation link, from the product itself. A link retired or
 * used since the job was queued is not mailed; once mailed, the token leaves Redis.
 */
@Injectable()
@HandlesEmailJob(ACCOUNT_MAIL_JOB)
export class AccountMail implements EmailJobHandler<typeof ACCOUNT_MAIL_JOB> {
  constructor(
    private readonly accountLinks: AccountTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async handle(job: Job<AccountMailJob>): Promise<void> {
    const { id, token } = job.data;
    if (!token) return;
    const link = await this.accountLinks.letter(id, token, this.clock.now());
    if (link) {
      const content = await accountContent(link.lines, { url: link.url, label: link.button });
      await this.mailer.send({
        to: link.to,
        subject: link.subject,
        text: content.text,
        html: content.html,
        messageId: `<${job.id}@dealdraft>`,
      });
    }
    await job.updateData({ id, token: null });
  }
}

/** The worker's side of account links: their e-mail. */
@Module({
  imports: [EmailWorkerModule, AccountTokensModule],
  providers: [AccountMail],
})
export class AccountMailModule {}
