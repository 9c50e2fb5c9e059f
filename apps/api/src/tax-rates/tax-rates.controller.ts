import { TaxRateMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { TaxRateInput } from './dto/tax-rate.input';
import { TaxRatesQuery } from './dto/tax-rates.query';
import { TaxRatesService } from './tax-rates.service';

const M = TaxRateMessages;

@Controller('tax-rates')
export class TaxRatesController {
  constructor(private readonly rates: TaxRatesService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Query() query: TaxRatesQuery) {
    return ok(await this.rates.list(user.workspaceId, query.includeArchived), M.listed);
  }

  @AdminOnly()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: TaxRateInput) {
    return ok(await this.rates.create(user.workspaceId, input), M.created);
  }

  @AdminOnly()
  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: TaxRateInput,
  ) {
    return ok(await this.rates.update(user.workspaceId, id, input), M.updated);
  }

  @AdminOnly()
  @Post(':id/archive')
  async archive(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.rates.setArchived(user.workspaceId, id, true), M.archived);
  }

  @AdminOnly()
  @Post(':id/restore')
  async restore(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.rates.setArchived(user.workspaceId, id, false), M.restored);
  }

  @AdminOnly()
  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.rates.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }
}
