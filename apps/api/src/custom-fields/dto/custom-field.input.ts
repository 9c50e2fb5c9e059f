import {
  CUSTOM_FIELD_TARGETS,
  CustomFieldMessages,
  CustomFieldRules,
  type CustomFieldTarget,
  Messages,
} from '@dealdraft/domain';
import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/input/input-fields';

const M = CustomFieldMessages;

/** A new definition. */
@InputType()
export class CustomFieldInput {
  @Field({
    description: `As printed and as the CSV column: 1–${CustomFieldRules.labelMax} characters.`,
  })
  @RequiredText(CustomFieldRules.labelMax)
  label: string;

  @Field(() => String, {
    description: `What the field is kept on: ${CUSTOM_FIELD_TARGETS.join(', ')}.`,
  })
  @IsIn(CUSTOM_FIELD_TARGETS, { message: M.target })
  target: CustomFieldTarget;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Printed on the PDF (the default), or kept internal.',
  })
  @IsOptional()
  @IsBoolean({ message: Messages.validation.required })
  printed?: boolean;
}

/** A rename or a change of printing; the target never changes (its values would not fit). */
@InputType()
export class CustomFieldUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @RequiredText(CustomFieldRules.labelMax)
  label?: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: Messages.validation.required })
  printed?: boolean;
}

/** Every field of a target, in its new order. */
@InputType()
export class CustomFieldOrderInput {
  @Field(() => String)
  @IsIn(CUSTOM_FIELD_TARGETS, { message: M.target })
  target: CustomFieldTarget;

  @Field(() => [ID])
  @IsArray({ message: M.reorderIncomplete })
  @ArrayMaxSize(CustomFieldRules.perTargetMax, { message: M.reorderIncomplete })
  @IsUUID('all', { each: true, message: Messages.validation.invalidId })
  ids: string[];
}
