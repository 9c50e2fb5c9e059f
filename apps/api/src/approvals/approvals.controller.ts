import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { ApprovalMessages as A } from './approval.messages';
import { ApprovalReturnInput, ApprovalRuleInput } from './approval.models';
import { ApprovalsService } from './approvals.service';

/** The workspace's approval rule and each proposal's approval, over REST. */
@Controller()
export class ApprovalsController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get('workspace/approval-rule')
  async rule(@CurrentUser() user: AuthUser) {
    return ok(await this.approvals.rule(user.workspaceId), A.fetched);
  }

  @AdminOnly()
  @Put('workspace/approval-rule')
  async setRule(@CurrentUser() user: AuthUser, @Body() input: ApprovalRuleInput) {
    return ok(await this.approvals.setRule(user.workspaceId, input), A.ruleSaved);
  }

  @Get('proposals/:id/approval')
  async get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.approvals.get(user.workspaceId, id), A.fetched);
  }

  @Post('proposals/:id/approval/request')
  @HttpCode(200)
  async request(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.approvals.request(user, id), A.requested);
  }

  @AdminOnly()
  @Post('proposals/:id/approval/approve')
  @HttpCode(200)
  async approve(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return ok(await this.approvals.approve(user, id), A.approved);
  }

  @AdminOnly()
  @Post('proposals/:id/approval/return')
  @HttpCode(200)
  async return(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: ApprovalReturnInput,
  ) {
    return ok(await this.approvals.returnWithComment(user, id, input.comment), A.returned);
  }
}
