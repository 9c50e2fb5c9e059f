import { invitationSubject, type GrantableRole } from '@dealdraft/domain';
import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { hashUrlToken } from '../common/secrets/url-token';

/** What the worker needs to mail an invitation: who invites, to where, and the link. */
export interface InvitationLetter {
  invitationId: string;
  to: string;
  inviter: { name: string; email: string };
  workspaceName: string;
  role: GrantableRole;
  url: string;
  expiresAt: Date;
  subject: string;
}

/** For the worker: an invitation's letter, while the token it carries is still the live one. */
@Injectable()
export class InvitationMail {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  url(token: string): string {
    return `${this.config.publicUrl}/invitations/${token}`;
  }

  /**
   * Null when there is nothing to send: the invitation was accepted or revoked, or sent again
   * since (a new token), so an old job never mails a dead link.
   */
  async letter(invitationId: string, token: string): Promise<InvitationLetter | null> {
    const [row]: {
      email: string;
      role: GrantableRole;
      expiresAt: Date;
      workspaceName: string;
      inviterName: string | null;
      inviterEmail: string | null;
    }[] = await this.dataSource.query(
      `SELECT i.email, i.role, i.expires_at AS "expiresAt", w.name AS "workspaceName",
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

/** The worker's side of invitations (the email processor mails them). */
@Module({ providers: [InvitationMail], exports: [InvitationMail] })
export class InvitationMailModule {}
