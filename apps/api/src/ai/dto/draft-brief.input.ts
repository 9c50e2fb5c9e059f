import {
  DOCUMENT_LANGUAGES,
  DRAFT_INDUSTRIES,
  DRAFT_TONES,
  DraftBriefRules,
  DraftMessages,
  isCurrencyCode,
  MAX_PRICE,
} from '@dealdraft/domain';
import type { DocumentLanguage, DraftIndustry, DraftTone } from '@dealdraft/domain';
import { Field, Float, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsOptional,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { Money, OptionalText, RequiredText } from '../../common/input/input-fields';

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

  @Field(() => Float, {
    nullable: true,
    description: 'The whole proposal, in the draft’s currency.',
  })
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

  @Field(() => String, {
    nullable: true,
    description: `The proposal's language (${DOCUMENT_LANGUAGES.join(', ')}); left out, the workspace's.`,
  })
  @IsIn(DOCUMENT_LANGUAGES, { message: DraftMessages.languageInvalid })
  @IsOptional()
  language?: DocumentLanguage | null;

  @Field(() => String, {
    nullable: true,
    description: "The proposal's currency (ISO 4217); left out, the workspace's.",
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || null : value,
  )
  @ValidateBy({
    name: 'currencyCode',
    validator: {
      validate: (value) => typeof value === 'string' && isCurrencyCode(value),
      defaultMessage: () => DraftMessages.currencyInvalid,
    },
  })
  @IsOptional()
  currency?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The deposit the form asks for, in percent; a deposit the brief names wins.',
  })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: DraftMessages.depositPercentInvalid },
  )
  @Min(0, { message: DraftMessages.depositPercentInvalid })
  @Max(100, { message: DraftMessages.depositPercentInvalid })
  @IsOptional()
  depositPercent?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The deposit the form asks for, as an amount in the draft’s currency.',
  })
  @IsNumber(
    { allowNaN: false, allowInfinity: false },
    { message: DraftMessages.depositAmountInvalid },
  )
  @Min(0, { message: DraftMessages.depositAmountInvalid })
  @Max(MAX_PRICE, { message: DraftMessages.depositAmountInvalid })
  @IsOptional()
  depositAmount?: number | null;
}
