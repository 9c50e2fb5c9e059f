import { PortalMessages } from '@dealdraft/domain';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { PortalAccessService } from './portal-access.service';

const M = PortalMessages;

/** The owner's side of a client's portal access (REST twin of PortalAccessResolver). */
@Controller('clients/:id/portal')
export class PortalAccessController {
  constructor(private readonly access: PortalAccessService) {}

  @Get()
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.access.access(user.workspaceId, id), M.accessFetched);
  }

  @Post('link')
  @HttpCode(202)
  async send(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.access.send(user.workspaceId, id), M.linkSent);
  }

  @Post('revoke')
  @HttpCode(200)
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.access.revoke(user.workspaceId, id), M.accessRevoked);
  }
}
