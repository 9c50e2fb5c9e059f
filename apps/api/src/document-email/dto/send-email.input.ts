import {
  DocumentMessages,
  EMAIL_PATTERN,
  EmailSendMessages,
  EmailSendRules,
  Messages,
  Rules,
  SINGLE_LINE_PATTERN,
} from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { MultiLine } from '../../common/input/control-characters';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';

const v = Messages.validation;
const R = EmailSendRules;
const M = EmailSendMessages;
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const normalise = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * What the user changed of a document's e-mail; a field left out keeps the default (the
 * client's e-mail, no CC, the spec's subject and greeting). Addresses and the subject go into
 * headers, so line breaks are refused here, naming the field, before anything is queued.
 * (Decorators register bottom-up and we stop at the first failure: the basic check is last.)
 */
@InputType()
export class SendEmailInput {
  @Field(() => String, { nullable: true, description: "Defaults to the document's client e-mail." })
  @MaxLength(Rules.emailMax, { message: v.email })
  @Matches(EMAIL_PATTERN, { message: v.email })
  @IsString({ message: v.email })
  @IsOptional()
  @Transform(({ value }) => normalise(value))
  to?: string | null;

  @Field(() => [String], { nullable: true, description: `At most ${R.ccMax} addresses.` })
  @MaxLength(Rules.emailMax, { each: true, message: v.email })
  @Matches(EMAIL_PATTERN, { each: true, message: v.email })
  @IsString({ each: true, message: v.email })
  @ArrayMaxSize(R.ccMax, { message: M.ccMax })
  @IsArray({ message: v.email })
  @IsOptional()
  @Transform(({ value }) => (Array.isArray(value) ? value.map(normalise) : value))
  cc?: string[] | null;

  @Field(() => String, { nullable: true, description: "Defaults to the spec's subject." })
  @Matches(SINGLE_LINE_PATTERN, { message: DocumentMessages.singleLine })
  @MaxLength(R.subjectMax, { message: M.subjectMax })
  @IsNotEmpty({ message: v.required })
  @IsString({ message: v.required })
  @IsOptional()
  @Transform(({ value }) => trim(value))
  subject?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Replaces the greeting; the client link and the PDF are still added.',
  })
  @MultiLine()
  @MaxLength(R.messageMax, { message: M.messageMax })
  @IsNotEmpty({ message: v.required })
  @IsString({ message: v.required })
  @IsOptional()
  @Transform(({ value }) => trim(value))
  message?: string | null;
}
