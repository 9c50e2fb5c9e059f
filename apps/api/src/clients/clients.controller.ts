import { ClientMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { NextPageLink, okPage, sliceRequest } from '../common/http/list-page';
import { ClientsService } from './clients.service';
import { ClientInput } from './dto/client.input';
import { ClientsQuery } from './dto/clients.args';

const M = ClientMessages;

@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  /** Numbered pages (`page`, `pageSize`), or with `?limit=&cursor=` keyset pages, same order. */
  @Get()
  @NextPageLink()
  async list(@CurrentUser() user: AuthUser, @Query() query: ClientsQuery) {
    const page = sliceRequest(query);
    if (!page) return ok(await this.clients.listPage(user.workspaceId, query), M.listed);
    return okPage(this.clients.listSlice(user.workspaceId, query, page), M.listed);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: ClientInput) {
    return ok(await this.clients.create(user, input), M.created);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.clients.get(user.workspaceId, id), M.fetched);
  }

  @Put(':id')
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: ClientInput) {
    return ok(await this.clients.update(user.workspaceId, id, input), M.updated);
  }

  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.clients.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }

  @Post(':id/archive')
  async archive(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.clients.setArchived(user.workspaceId, id, true), M.archived);
  }

  @Post(':id/restore')
  async restore(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.clients.setArchived(user.workspaceId, id, false), M.restored);
  }
}
