import { ApiKeyMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly, SessionOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyInput } from './dto/create-api-key.input';

const M = ApiKeyMessages;

@AdminOnly()
@Controller('workspace/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.apiKeys.list(user.workspaceId), M.fetched);
  }

  /** A key cannot make keys: a leaked one could otherwise outlive its own revocation. */
  @SessionOnly()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: CreateApiKeyInput) {
    return ok(await this.apiKeys.create(user, input), M.created);
  }

  @Delete(':id')
  async revoke(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.apiKeys.revoke(user.workspaceId, id);
    return ok(null, M.revoked);
  }
}
