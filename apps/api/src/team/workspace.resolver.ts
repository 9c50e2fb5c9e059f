import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AuthPayloadModel } from '../auth/models/user.model';
import { AdminOnly, OwnerOnly, SessionOnly } from '../auth/roles.decorator';
import { UuidPipe } from '../common/input/uuid';
import { ChangeMemberRoleArgs, DeleteWorkspaceInput } from './dto/member.input';
import { UpdateWorkspaceInput } from './dto/update-workspace.input';
import { MembersService } from './members.service';
import { MemberModel } from './models/member.model';
import { WorkspaceModel, WorkspaceSummaryModel } from './models/workspace.model';
import { TeamService } from './team.service';

@Resolver()
export class WorkspaceResolver {
  constructor(
    private readonly team: TeamService,
    private readonly membersService: MembersService,
  ) {}

  @Query(() => WorkspaceModel, { description: 'The workspace this session acts in.' })
  workspace(@CurrentUser() user: AuthUser): Promise<WorkspaceModel> {
    return this.team.workspace(user);
  }

  @AdminOnly()
  @Mutation(() => WorkspaceModel, { description: 'The business profile (a full update).' })
  updateWorkspace(
    @CurrentUser() user: AuthUser,
    @Args('input') input: UpdateWorkspaceInput,
  ): Promise<WorkspaceModel> {
    return this.team.update(user, input);
  }

  @Query(() => [WorkspaceSummaryModel], {
    description: 'Every workspace the signed-in person belongs to.',
  })
  workspaces(@CurrentUser() user: AuthUser): Promise<WorkspaceSummaryModel[]> {
    return this.team.list(user);
  }

  @SessionOnly()
  @Mutation(() => AuthPayloadModel, {
    description: 'A new token acting in another of your workspaces (the old one stays valid).',
  })
  switchWorkspace(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, new UuidPipe('id')) id: string,
  ): Promise<AuthPayloadModel> {
    return this.team.switch(user, id);
  }

  @Query(() => [MemberModel])
  members(@CurrentUser() user: AuthUser): Promise<MemberModel[]> {
    return this.membersService.list(user);
  }

  @SessionOnly()
  @AdminOnly()
  @Mutation(() => MemberModel, { description: "Only the owner changes an admin's role." })
  changeMemberRole(
    @CurrentUser() user: AuthUser,
    @Args() { userId, role }: ChangeMemberRoleArgs,
  ): Promise<MemberModel> {
    return this.membersService.changeRole(user, userId, role);
  }

  @AdminOnly()
  @Mutation(() => Boolean, {
    description:
      'Takes effect on their next request. The owner cannot be removed; yourself: leaving.',
  })
  async removeMember(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }, new UuidPipe('userId')) userId: string,
  ): Promise<boolean> {
    await this.membersService.remove(user, userId);
    return true;
  }

  @SessionOnly()
  @Mutation(() => AuthPayloadModel, {
    description: 'Leaves the active workspace (not its owner); a token for your oldest other one.',
  })
  leaveWorkspace(@CurrentUser() user: AuthUser): Promise<AuthPayloadModel> {
    return this.membersService.leave(user);
  }

  @SessionOnly()
  @OwnerOnly()
  @Mutation(() => WorkspaceModel, { description: 'The old owner stays on as admin.' })
  transferOwnership(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID }, new UuidPipe('userId')) userId: string,
  ): Promise<WorkspaceModel> {
    return this.membersService.transferOwnership(user, userId);
  }

  @SessionOnly()
  @OwnerOnly()
  @Mutation(() => AuthPayloadModel, {
    description:
      'Deletes the active workspace and all it owns (type its name to confirm); a token for your oldest other one.',
  })
  deleteWorkspace(
    @CurrentUser() user: AuthUser,
    @Args() { confirmName }: DeleteWorkspaceInput,
  ): Promise<AuthPayloadModel> {
    return this.membersService.deleteWorkspace(user, confirmName);
  }
}
