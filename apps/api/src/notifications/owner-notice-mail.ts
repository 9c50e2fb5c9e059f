import { documentStrings, OWNER_NOTICE_BUTTON, ownerNoticeLines } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { productEmailBrand } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { EmailContent, letter } from '../email/letter';
import { Mailer } from '../email/mailer';
import { OWNER_NOTICE_JOB, type OwnerNoticeJob } from '../queue/email-jobs';
import { NotificationsModule } from './notifications.module';
import { NotificationsService } from './notifications.service';

/** The owner's notice: what the client did, and where to see it. */
export function ownerNoticeContent(
  ownerName: string,
  message: string,
  url: string,
): Promise<EmailContent> {
  const brand = productEmailBrand();
  return letter(ownerNoticeLines(ownerName, message, url), {
    brand,
    footer: documentStrings('en').email.footer(brand.name),
    link: { url, label: OWNER_NOTICE_BUTTON },
  });
}

/** The owner hears what the client did; sent once (emailed_at), whatever the retries. */
@Injectable()
@HandlesEmailJob(OWNER_NOTICE_JOB)
export class OwnerNoticeMail implements EmailJobHandler<typeof OWNER_NOTICE_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async handle(job: Job<OwnerNoticeJob>): Promise<void> {
    const [notice]: {
      id: string;
      message: string;
      document_kind: 'proposal' | 'invoice';
      email: string;
      name: string;
    }[] = await this.dataSource.query(
      // To whoever made the document while they are still a member, else the owner.
      `SELECT n.id, n.message, n.document_kind, r.email, r.name
           FROM notifications n
           JOIN LATERAL (
             SELECT u.email, u.name FROM workspace_members m JOIN users u ON u.id = m.user_id
              WHERE m.workspace_id = n.workspace_id
              ORDER BY u.id = (SELECT created_by_id FROM proposals WHERE id = n.document_id
                               UNION ALL
                               SELECT created_by_id FROM invoices WHERE id = n.document_id
                               LIMIT 1) DESC NULLS LAST,
                       m.role = 'owner' DESC
              LIMIT 1) r ON true
          WHERE n.id = $1 AND n.emailed_at IS NULL`,
      [job.data.noticeId],
    );
    if (!notice) return;
    const content = await ownerNoticeContent(
      notice.name,
      notice.message,
      // The list the notice is about: a client's answer, or a client's payment.
      `${this.config.publicUrl}/${notice.document_kind === 'invoice' ? 'invoices' : 'proposals'}`,
    );
    await this.mailer.send({
      to: notice.email,
      subject: notice.message,
      text: content.text,
      html: content.html,
      messageId: `<notice-${notice.id}@dealdraft>`,
    });
    await this.notifications.markEmailed(notice.id);
  }
}

/** The worker's side of notices: their e-mail to the owner. */
@Module({
  imports: [EmailWorkerModule, NotificationsModule],
  providers: [OwnerNoticeMail],
})
export class OwnerNoticeMailModule {}
