import {
  EMAIL_PATTERN,
  GRANTABLE_ROLES,
  type GrantableRole,
  InvitationMessages,
  Messages,
  Rules,
} from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const v = Messages.validation;

// Decorators run bottom-up and stop at the first failure, so "required" is listed last.
@InputType()
export class InviteMemberInput {
  @Field()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @MaxLength(Rules.emailMax, { message: v.email })
  @Matches(EMAIL_PATTERN, { message: v.email })
  @IsNotEmpty({ message: v.emailRequired })
  @IsString({ message: v.emailRequired })
  email: string;

  @Field(() => String, { description: 'admin or member' })
  @IsIn(GRANTABLE_ROLES, { message: InvitationMessages.roleInvalid })
  role: GrantableRole;
}
