import {
  GRANTABLE_ROLES,
  Messages,
  WorkspaceMessages,
  type GrantableRole,
} from '@dealdraft/domain';
import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';

const GrantableRoleField = () => IsIn(GRANTABLE_ROLES, { message: WorkspaceMessages.roleInvalid });
const MemberId = () => IsUUID('all', { message: Messages.validation.invalidId });

/** PATCH /api/workspace/members/:userId */
export class MemberRoleInput {
  @GrantableRoleField()
  role: GrantableRole;
}

@ArgsType()
export class ChangeMemberRoleArgs {
  @Field(() => ID)
  @MemberId()
  userId: string;

  @Field(() => String, {
    description: 'admin or member (the owner changes only by transferOwnership).',
  })
  @GrantableRoleField()
  role: GrantableRole;
}

/** POST /api/workspace/transfer */
export class TransferOwnershipInput {
  @MemberId()
  userId: string;
}

/** DELETE /api/workspace and `deleteWorkspace`: the name, typed, confirms it. */
@ArgsType()
export class DeleteWorkspaceInput {
  @Field(() => String, { description: "The workspace's name, typed to confirm." })
  @IsString({ message: WorkspaceMessages.deleteNameMismatch })
  @MaxLength(200, { message: WorkspaceMessages.deleteNameMismatch })
  confirmName: string;
}
