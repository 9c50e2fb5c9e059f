import { InvitationMessages as M } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly, SessionOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { InviteMemberInput } from './dto/invite-member.input';
import { InvitationsService } from './invitations.service';

/** The admins' side: the active workspace's pending invitations. */
@AdminOnly()
@Controller('workspace/invitations')
export class WorkspaceInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.invitations.list(user.workspaceId), M.listed);
  }

  @SessionOnly()
  @Post()
  async invite(@CurrentUser() user: AuthUser, @Body() input: InviteMemberInput) {
    return ok(await this.invitations.invite(user, input.email, input.role), M.sent);
  }

  @SessionOnly()
  @Post(':id/resend')
  @HttpCode(200)
  async resend(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.invitations.resend(user.workspaceId, id), M.resent);
  }

  @Delete(':id')
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.invitations.revoke(user.workspaceId, id);
    return ok(null, M.revoked);
  }
}

/** The invitee's side: the link's token is the credential to read it; joining needs a session. */
@Controller('invitations/:token')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async preview(@Param('token') token: string) {
    return ok(await this.invitations.preview(token), M.fetched);
  }

  /** Like sign-in's answer, the spec's "user with token": the user's fields plus `token`, flat. */
  @SessionOnly()
  @Post('accept')
  @HttpCode(200)
  async accept(@CurrentUser() user: AuthUser, @Param('token') token: string) {
    const { user: member, token: session } = await this.invitations.accept(user, token);
    return ok({ ...member, token: session }, M.accepted);
  }
}
