import { RecurringMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/http/envelope';
import { ListPageQuery, NextPageLink, okPage, sliceRequest } from '../common/http/list-page';
import { RecurringPreviewQuery } from './dto/recurring-preview.query';
import { RecurringScheduleInput } from './dto/recurring-schedule.input';
import { RecurringService } from './recurring.service';

const M = RecurringMessages;

/** Any member manages the workspace's recurring invoices, as its invoices. */
@Controller('recurring-invoices')
export class RecurringController {
  constructor(private readonly recurring: RecurringService) {}

  /** Whole, or a page at a time with `?limit=&cursor=` (same order). */
  @Get()
  @NextPageLink()
  async list(@CurrentUser() user: AuthUser, @Query() query: ListPageQuery) {
    const page = sliceRequest(query);
    if (!page) return ok(await this.recurring.list(user.workspaceId), M.listed);
    return okPage(this.recurring.listSlice(user.workspaceId, page), M.listed);
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: RecurringScheduleInput) {
    return ok(await this.recurring.create(user, input), M.created);
  }

  @Get(':id')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.recurring.get(user.workspaceId, id), M.fetched);
  }

  /** The next dates it would issue: `{ dates: ['2096-01-31', …] }`. */
  @Get(':id/preview')
  async preview(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Query() query: RecurringPreviewQuery,
  ) {
    return ok(
      { dates: await this.recurring.preview(user.workspaceId, id, query.count) },
      M.previewed,
    );
  }

  /** Applies from the next period: issued invoices stay as they are. */
  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: RecurringScheduleInput,
  ) {
    return ok(await this.recurring.update(user, id, input), M.updated);
  }

  @Post(':id/pause')
  @HttpCode(200)
  async pause(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.recurring.pause(user, id), M.paused);
  }

  @Post(':id/resume')
  @HttpCode(200)
  async resume(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.recurring.resume(user, id), M.resumed);
  }

  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.recurring.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }
}
