import { DocumentMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { withLegacyId } from '../documents/core/legacy-id';
import { ok } from '../common/http/envelope';
import { ListPageQuery, NextPageLink, okPage, sliceRequest } from '../common/http/list-page';
import { ProposalInput } from './dto/proposal.input';
import { ProposalStore } from './proposal-store';
import { ProposalsService } from './proposals.service';

const M = DocumentMessages.proposal;

@Controller('proposals')
export class ProposalsController {
  constructor(
    private readonly proposals: ProposalsService,
    private readonly store: ProposalStore,
  ) {}

  /** Whole, as the spec has it; a page at a time with `?limit=&cursor=` (same order). */
  @Get()
  @NextPageLink()
  async list(@CurrentUser() user: AuthUser, @Query() query: ListPageQuery) {
    const page = sliceRequest(query);
    if (!page) return ok((await this.store.listAll(user.workspaceId)).map(withLegacyId), M.listed);
    return okPage(this.store.listSlice(user.workspaceId, page), M.listed, withLegacyId);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(withLegacyId(await this.store.get(user.workspaceId, id)), M.fetched);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: ProposalInput) {
    return ok(withLegacyId(await this.proposals.create(user, input)), M.created);
  }

  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: ProposalInput,
  ) {
    return ok(withLegacyId(await this.proposals.update(user, id, input)), M.updated);
  }

  /** A new draft copy with a new number: how an answered proposal is changed. */
  @Post(':id/duplicate')
  async duplicate(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(withLegacyId(await this.proposals.duplicate(user, id)), M.duplicated);
  }

  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.store.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }
}
