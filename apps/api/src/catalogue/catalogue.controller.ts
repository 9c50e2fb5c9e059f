import { CatalogueMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { NextPageLink, okPage, sliceRequest } from '../common/http/list-page';
import { CatalogueService } from './catalogue.service';
import { CatalogueItemInput } from './dto/catalogue-item.input';
import { CatalogueItemsQuery } from './dto/catalogue-items.args';

const M = CatalogueMessages;

@Controller('items')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** Numbered pages (`page`, `pageSize`), or with `?limit=&cursor=` keyset pages, same order. */
  @Get()
  @NextPageLink()
  async list(@CurrentUser() user: AuthUser, @Query() query: CatalogueItemsQuery) {
    const page = sliceRequest(query);
    if (!page) return ok(await this.catalogue.listPage(user.workspaceId, query), M.listed);
    return okPage(this.catalogue.listSlice(user.workspaceId, query, page), M.listed);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: CatalogueItemInput) {
    return ok(await this.catalogue.create(user.workspaceId, input), M.created);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.catalogue.get(user.workspaceId, id), M.fetched);
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: CatalogueItemInput,
  ) {
    return ok(await this.catalogue.update(user.workspaceId, id, input), M.updated);
  }

  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.catalogue.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }

  @Post(':id/archive')
  async archive(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.catalogue.setArchived(user.workspaceId, id, true), M.archived);
  }

  @Post(':id/restore')
  async restore(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.catalogue.setArchived(user.workspaceId, id, false), M.restored);
  }
}
