import {
  ApiKeyMessages,
  ApiKeyRules,
  GRANTABLE_ROLES,
  type GrantableRole,
} from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const M = ApiKeyMessages;

@InputType()
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, e.g. "Zapier" (at most 100 characters).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(ApiKeyRules.nameMax, { message: M.nameTooLong })
  name: string;

  @Field(() => String, { description: 'admin or member: the most the key may do.' })
  @IsIn(GRANTABLE_ROLES, { message: M.roleInvalid })
  role: GrantableRole;
}
