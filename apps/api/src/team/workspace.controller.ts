import { WorkspaceMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { toUserWithToken } from '../auth/models/user.model';
import { AdminOnly, OwnerOnly, SessionOnly } from '../auth/roles.decorator';
import { ok } from '../common/http/envelope';
import { UuidPipe } from '../common/input/uuid';
import { DeleteWorkspaceInput, MemberRoleInput, TransferOwnershipInput } from './dto/member.input';
import { UpdateWorkspaceInput } from './dto/update-workspace.input';
import { MembersService } from './members.service';
import { TeamService } from './team.service';

const M = WorkspaceMessages;

/** REST mirrors of the workspace operations (same services, same rules as GraphQL). */
@Controller()
export class WorkspaceController {
  constructor(
    private readonly team: TeamService,
    private readonly members: MembersService,
  ) {}

  @Get('workspace')
  async get(@CurrentUser() user: AuthUser) {
    return ok(await this.team.workspace(user), M.fetched);
  }

  @AdminOnly()
  @Put('workspace')
  async update(@CurrentUser() user: AuthUser, @Body() input: UpdateWorkspaceInput) {
    return ok(await this.team.update(user, input), M.updated);
  }

  @Get('workspaces')
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.team.list(user), M.listed);
  }

  /** Answers like sign-in: the user (with their role there) and the new token, flat. */
  // A switch mints a session token: never from an API key, which would outlive its revocation.
  @SessionOnly()
  @Post('workspaces/:id/switch')
  @HttpCode(200)
  async switch(@CurrentUser() user: AuthUser, @Param('id', new UuidPipe('id')) id: string) {
    return ok(toUserWithToken(await this.team.switch(user, id)), M.switched);
  }

  @Get('workspace/members')
  async listMembers(@CurrentUser() user: AuthUser) {
    return ok(await this.members.list(user), M.membersListed);
  }

  // Promoting someone would outlast a leaked key's revocation.
  @SessionOnly()
  @AdminOnly()
  @Patch('workspace/members/:userId')
  async changeRole(
    @CurrentUser() user: AuthUser,
    @Param('userId', new UuidPipe('userId')) userId: string,
    @Body() input: MemberRoleInput,
  ) {
    return ok(await this.members.changeRole(user, userId, input.role), M.roleChanged);
  }

  /** Removing yourself is leaving (leaveWorkspace in GraphQL answers the next session). */
  @AdminOnly()
  @Delete('workspace/members/:userId')
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('userId', new UuidPipe('userId')) userId: string,
  ) {
    await this.members.remove(user, userId);
    return ok(null, userId === user.id ? M.left : M.memberRemoved);
  }

  @SessionOnly()
  @OwnerOnly()
  @Post('workspace/transfer')
  @HttpCode(200)
  async transfer(@CurrentUser() user: AuthUser, @Body() input: TransferOwnershipInput) {
    return ok(await this.members.transferOwnership(user, input.userId), M.ownershipTransferred);
  }

  /** Answers like sign-in: a session in the owner's oldest remaining workspace. */
  @SessionOnly()
  @OwnerOnly()
  @Delete('workspace')
  async delete(@CurrentUser() user: AuthUser, @Body() input: DeleteWorkspaceInput) {
    return ok(
      toUserWithToken(await this.members.deleteWorkspace(user, input.confirmName)),
      M.deleted,
    );
  }
}
