import { DRAFT_INDUSTRIES, DRAFT_TONES, DraftBriefRules, DraftMessages } from '@dealdraft/domain';
import type { DraftIndustry, DraftTone } from '@dealdraft/domain';
import { Field, Float, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, MaxLength, MinLength } from 'class-validator';
import { Money, OptionalText, RequiredText } from '../../common/documents/document-fields';

const R = DraftBriefRules;

/** The short brief a draft is written from; the same limits as the web's zod schema. */
@InputType()
export class DraftBriefInput {
  @Field({ description: 'What the project is, in a sentence or a paragraph.' })
  @MinLength(R.projectMin, { message: DraftMessages.projectTooShort })
  @MaxLength(R.projectMax, { message: DraftMessages.projectTooLong })
  @RequiredText(R.projectMax, { singleLine: false })
  project: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.nameMax)
  clientName?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.nameMax)
  clientCompany?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `One of ${DRAFT_INDUSTRIES.join(', ')}; left out, it is inferred.`,
  })
  @IsIn(DRAFT_INDUSTRIES, { message: `Industry must be one of ${DRAFT_INDUSTRIES.join(', ')}` })
  @IsOptional()
  industry?: DraftIndustry | null;

  @Field(() => Float, { nullable: true, description: 'US dollars for the whole proposal.' })
  @Money()
  @IsOptional()
  budget?: number | null;

  @Field(() => String, { nullable: true, description: 'Free text, e.g. "end of March".' })
  @OptionalText(R.deadlineMax)
  deadline?: string | null;

  @Field(() => String, { nullable: true, description: DRAFT_TONES.join(', ') })
  @IsIn(DRAFT_TONES, { message: `Tone must be one of ${DRAFT_TONES.join(', ')}` })
  @IsOptional()
  tone?: DraftTone | null;
}
