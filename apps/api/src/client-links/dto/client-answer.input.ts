import { ClientLinkMessages, ClientLinkRules } from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../common/input/control-characters';

const trim = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value,
);
const M = ClientLinkMessages;

/** Checked in this order, stopping at the first failure (applyDecorators registers in order). */
const FullName = () =>
  applyDecorators(
    trim,
    IsString({ message: M.nameRequired }),
    IsNotEmpty({ message: M.nameRequired }),
    MinLength(ClientLinkRules.nameMin, { message: M.nameTooShort }),
    MaxLength(ClientLinkRules.nameMax, {
      message: `Must be at most ${ClientLinkRules.nameMax} characters`,
    }),
    Matches(/^[^\r\n<>]*$/, { message: 'Use letters, spaces and punctuation only' }),
  );

@InputType()
export class AcceptProposalInput {
  @Field({ description: 'The full name the client types to sign the acceptance.' })
  @FullName()
  fullName: string;
}

@InputType()
export class DeclineProposalInput {
  @Field(() => String, { nullable: true })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MultiLine()
  @IsOptional()
  @IsString({ message: M.reasonTooLong })
  @MaxLength(ClientLinkRules.reasonMax, { message: M.reasonTooLong })
  reason?: string | null;
}
