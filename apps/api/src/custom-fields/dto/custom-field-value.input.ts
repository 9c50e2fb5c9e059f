import {
  CustomFieldMessages,
  CustomFieldRules,
  Messages,
  SINGLE_LINE_PATTERN,
  DocumentMessages,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** One custom value on a client, a document or a line; an empty value clears the field. */
@InputType()
export class CustomFieldValueInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.validation.invalidId })
  fieldId: string;

  @Field({ description: `At most ${CustomFieldRules.valueMax} characters; empty clears it.` })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: Messages.validation.required })
  @MaxLength(CustomFieldRules.valueMax, { message: CustomFieldMessages.valueTooLong })
  @Matches(SINGLE_LINE_PATTERN, { message: DocumentMessages.singleLine })
  value: string;
}

/**
 * The `customFields` of an input: left out, a record keeps its values; given, its values become
 * these. Which fields exist is checked against the workspace's definitions by the service.
 */
export const CustomFieldValues = () =>
  applyDecorators(
    Field(() => [CustomFieldValueInput], {
      nullable: true,
      description:
        "Values of the workspace's custom fields of this kind. Left out: kept; given: replaces them.",
    }),
    IsOptional(),
    IsArray({ message: CustomFieldMessages.list }),
    ArrayMaxSize(CustomFieldRules.perTargetMax, { message: CustomFieldMessages.tooManyValues }),
    ValidateNested({ each: true }),
    Type(() => CustomFieldValueInput),
  );
