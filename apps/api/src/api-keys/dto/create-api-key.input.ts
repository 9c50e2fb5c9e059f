import {
  ApiKeyMessages,
  ApiKeyRules,
  GRANTABLE_ROLES,
  type GrantableRole,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const M = ApiKeyMessages;

/** Trimmed, then checked in this order, stopping at the first failure (applyDecorators keeps it). */
const Name = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsString({ message: M.nameRequired }),
    IsNotEmpty({ message: M.nameRequired }),
    MaxLength(ApiKeyRules.nameMax, { message: M.nameTooLong }),
  );

@InputType()
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, e.g. "Zapier" (at most 100 characters).' })
  @Name()
  name: string;

  @Field(() => String, { description: 'admin or member: the most the key may do.' })
  @IsIn(GRANTABLE_ROLES, { message: M.roleInvalid })
  role: GrantableRole;
}
