import {
  documentStrings,
  INVITATION_BUTTON,
  invitationEmailLines,
  invitationSubject,
  PRODUCT_NAME,
  type GrantableRole,
} from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { hashUrlToken } from '../common/secrets/url-token';
import { EmailBrands, type EmailBrand } from '../email/email-brand';
import { EmailJobHandler, HandlesEmailJob } from '../email/email-handler';
import { EmailWorkerModule } from '../email/email-worker.module';
import { EmailContent, letter } from '../email/letter';
import { Mailer } from '../email/mailer';
import { INVITATION_JOB, type InvitationJob } from '../queue/email-jobs';

/** What an invitation's e-mail needs: who invites, to where, and the link. */
export interface InvitationLetter {
  invitationId: string;
  workspaceId: string;
  to: string;
  inviter: { name: string; email: string };
  workspaceName: string;
  role: GrantableRole;
  url: string;
  expiresAt: Date;
  subject: string;
}

/** The invitation to join a workspace, in the workspace's brand, its link as a button. */
export function invitationContent(
  input: Parameters<typeof invitationEmailLines>[0],
  brand: EmailBrand,
): Promise<EmailContent> {
  return letter(invitationEmailLines(input), {
    brand,
    footer: documentStrings('en').email.footer(brand.name),
    link: { url: input.url, label: INVITATION_BUTTON },
  });
}

/**
 * The invitation, in the inviter's name ("Ada via Dealdraft": a person asks, on the product's
 * behalf, to join a workspace; replies go to them). Once mailed,
 * the token leaves Redis; the Message-ID, one per token, lets a receiver drop a retry's copy.
 */
@Injectable()
@HandlesEmailJob(INVITATION_JOB)
export class InvitationMail implements EmailJobHandler<typeof INVITATION_JOB> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mailer: Mailer,
    private readonly brands: EmailBrands,
  ) {}

  async handle(job: Job<InvitationJob>): Promise<void> {
    const { invitationId, token } = job.data;
    if (!token) return;
    const invitation = await this.letter(invitationId, token);
    if (invitation) {
      const content = await invitationContent(
        { ...invitation, inviterName: invitation.inviter.name },
        await this.brands.of(invitation.workspaceId),
      );
      await this.mailer.sendFor(
        { ...invitation.inviter, fromName: `${invitation.inviter.name} via ${PRODUCT_NAME}` },
        {
          to: invitation.to,
          subject: invitation.subject,
          text: content.text,
          html: content.html,
          messageId: `<${job.id}@dealdraft>`,
        },
      );
    }
    await job.updateData({ invitationId, token: null });
  }

  url(token: string): string {
    return `${this.config.publicUrl}/invitations/${token}`;
  }

  /**
   * Null when there is nothing to send: the invitation was accepted or revoked, or sent again
   * since (a new token), so an old job never mails a dead link.
   */
  async letter(invitationId: string, token: string): Promise<InvitationLetter | null> {
    const [row]: {
      workspaceId: string;
      email: string;
      role: GrantableRole;
      expiresAt: Date;
      workspaceName: string;
      inviterName: string | null;
      inviterEmail: string | null;
    }[] = await this.dataSource.query(
      `SELECT i.workspace_id AS "workspaceId", i.email, i.role, i.expires_at AS "expiresAt", w.name AS "workspaceName",
              u.name AS "inviterName", u.email AS "inviterEmail"
         FROM workspace_invitations i
         JOIN workspaces w ON w.id = i.workspace_id
         LEFT JOIN users u ON u.id = i.invited_by_id
        WHERE i.id = $1 AND i.token_hash = $2 AND i.accepted_at IS NULL AND i.revoked_at IS NULL`,
      [invitationId, hashUrlToken(token)],
    );
    if (!row) return null;
    // An inviter who has since deleted their account: the workspace invites in its own name.
    const inviter = {
      name: row.inviterName ?? row.workspaceName,
      email: row.inviterEmail ?? this.config.mail.fromAddress,
    };
    return {
      invitationId,
      workspaceId: row.workspaceId,
      to: row.email,
      inviter,
      workspaceName: row.workspaceName,
      role: row.role,
      url: this.url(token),
      expiresAt: row.expiresAt,
      subject: invitationSubject(inviter.name, row.workspaceName),
    };
  }
}

/** The worker's side of invitations: their e-mail. */
@Module({ imports: [EmailWorkerModule], providers: [InvitationMail] })
export class InvitationMailModule {}
