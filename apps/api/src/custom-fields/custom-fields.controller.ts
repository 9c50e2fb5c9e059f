import { CustomFieldMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { CustomFieldsService } from './custom-fields.service';
import {
  CustomFieldInput,
  CustomFieldOrderInput,
  CustomFieldUpdateInput,
} from './dto/custom-field.input';

const M = CustomFieldMessages;

/** Any member reads the definitions (the forms show them); owners and admins keep them. */
@Controller('custom-fields')
export class CustomFieldsController {
  constructor(private readonly fields: CustomFieldsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.fields.list(user.workspaceId), M.listed);
  }

  @AdminOnly()
  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() input: CustomFieldInput) {
    return ok(await this.fields.create(user.workspaceId, input), M.created);
  }

  @AdminOnly()
  @Post('reorder')
  async reorder(@CurrentUser() user: AuthUser, @Body() input: CustomFieldOrderInput) {
    return ok(await this.fields.reorder(user.workspaceId, input), M.reordered);
  }

  @AdminOnly()
  @Put(':id')
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: CustomFieldUpdateInput,
  ) {
    return ok(await this.fields.update(user.workspaceId, id, input), M.updated);
  }

  @AdminOnly()
  @Delete(':id')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    await this.fields.delete(user.workspaceId, id);
    return ok(null, M.deleted);
  }
}
