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

/** The `version` of the document the client answers, as the client page was given it. */
const Version = () =>
  applyDecorators(
    IsString({ message: M.versionRequired }),
    Matches(/^[0-9a-f]{64}$/, { message: M.versionRequired }),
  );
const VERSION_DESCRIPTION =
  'The version the client saw (ClientDocument.version); refused if the proposal changed since.';

@InputType()
export class AcceptProposalInput {
  @Field({ description: 'The full name the client types to sign the acceptance.' })
  @FullName()
  fullName: string;

  @Field({ description: VERSION_DESCRIPTION })
  @Version()
  version: string;
}

@InputType()
export class DeclineProposalInput {
  @Field({ description: VERSION_DESCRIPTION })
  @Version()
  version: string;

  @Field(() => String, { nullable: true })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MultiLine()
  @IsOptional()
  @IsString({ message: M.reasonTooLong })
  @MaxLength(ClientLinkRules.reasonMax, { message: M.reasonTooLong })
  reason?: string | null;
}
