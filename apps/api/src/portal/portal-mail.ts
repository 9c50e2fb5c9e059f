import { documentStrings, PortalMessages } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { EmailBrands, type EmailBrand } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { letter, type EmailContent } from '../email/letter';
import { Mailer } from '../email/mailer';
import { PORTAL_LINK_JOB, type PortalLinkJob } from '../queue/email-jobs';
import { PortalTokens } from './portal-tokens';

/** The sign-in page's address for a token; `w` lets an expired link's page ask for a new one. */
export function portalSignInUrl(publicUrl: string, token: string, workspaceId: string): string {
  return `${publicUrl}/portal/sign-in/${token}?w=${workspaceId}`;
}

/** The sign-in e-mail, laid out like every message: the link is its button. */
export function portalLinkContent(
  input: { clientName: string; business: string; url: string },
  brand: EmailBrand,
): Promise<EmailContent> {
  return letter(PortalMessages.mailLines(input), {
    brand,
    // The portal's pages are in English, and so is the e-mail that opens them.
    footer: documentStrings('en').email.footer(brand.name),
    link: { url: input.url, label: PortalMessages.mailButton },
  });
}

/**
 * A portal sign-in link to a client, in the business's name. The client is found here, not in
 * the request: a typed address that is no client's sends nothing, and the request could not tell.
 * Always to the e-mail on file, never to an address a visitor typed (a typed one only finds the
 * client whose address it is).
 */
@Injectable()
@HandlesEmailJob(PORTAL_LINK_JOB)
export class PortalMail implements EmailJobHandler<typeof PORTAL_LINK_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: PortalTokens,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<PortalLinkJob>): Promise<void> {
    const { workspaceId, clientId, email, ipHash } = job.data;
    const [client]: {
      id: string;
      name: string;
      email: string;
      business: string;
      reply: string | null;
    }[] = await this.dataSource.query(
      `SELECT c.id, c.name, c.email, w.name AS business, w.email AS reply
           FROM clients c JOIN workspaces w ON w.id = c.workspace_id
          WHERE c.workspace_id = $1 AND c.email <> ''
            AND ${clientId ? 'c.id = $2' : 'lower(c.email) = lower($2) AND c.archived_at IS NULL'}
          LIMIT 1`,
      [workspaceId, clientId ?? email],
    );
    if (!client) return;
    const token = await this.tokens.createSignIn({
      workspaceId,
      clientId: client.id,
      ipHash,
      now: this.clock.now(),
    });
    const url = portalSignInUrl(this.config.publicUrl, token, workspaceId);
    const content = await portalLinkContent(
      { clientName: client.name, business: client.business, url },
      await this.brands.of(workspaceId),
    );
    const message = {
      to: client.email,
      subject: PortalMessages.mailSubject(client.business),
      text: content.text,
      html: content.html,
      messageId: `<portal-${job.id}@dealdraft>`,
    };
    if (client.reply)
      await this.mailer.sendFor({ name: client.business, email: client.reply }, message);
    else await this.mailer.send(message);
  }
}

/** The worker's side of the portal: its sign-in e-mail. */
@Module({
  imports: [EmailWorkerModule],
  providers: [PortalMail, PortalTokens],
})
export class PortalMailModule {}
