import type { DocumentLayout } from '@dealdraft/domain';
import { OptionalDocumentLayout } from '../../common/input/document-style-fields';
import {
  DocumentMessages,
  DocumentMoneyMessages,
  Messages,
  DocumentRules,
  NUMBER_PATTERN,
  PROPOSAL_STATUSES,
} from '@dealdraft/domain';
import type { ProposalStatus } from '@dealdraft/domain';
import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsUUID,
  Matches,
  ValidateNested,
} from 'class-validator';
import {
  NotBefore,
  OptionalDate,
  OptionalText,
  Quantity,
  RequiredDate,
  RequiredEmail,
  RequiredText,
} from '../../common/input/input-fields';
import {
  DiscountInput,
  DocumentMoneyInput,
  DocumentPrice,
  MoneyLineInput,
} from '../../documents/money/money.inputs';

import {
  CustomFieldValueInput,
  CustomFieldValues,
} from '../../custom-fields/dto/custom-field-value.input';
const R = DocumentRules;
const M = DocumentMessages.proposal;

@InputType()
export class ServiceLineInput extends MoneyLineInput {
  @Field()
  @RequiredText(R.lineDescriptionMax)
  description: string;

  @Field(() => Float, {
    description: "Per unit, in the document's currency, with at most its decimals (USD 2, JPY 0).",
  })
  @DocumentPrice()
  price: number;

  @Field(() => Int)
  @Quantity()
  quantity: number;

  /** The line's values of the workspace's line custom fields. */
  @CustomFieldValues()
  customFields?: CustomFieldValueInput[] | null;
}

/** Create and full update (PUT) take the same payload. Value, owner and ids are never input. */
@InputType()
export class ProposalInput extends DocumentMoneyInput {
  @Field(() => ID, {
    nullable: true,
    description:
      "The client picked. Left out, the workspace's client with the client e-mail, made from the typed details if there is none.",
  })
  @IsOptional()
  @IsUUID('all', { message: Messages.validation.invalidId })
  clientId?: string | null;

  @Field()
  @RequiredText(R.textMax)
  clientName: string;

  @Field()
  @RequiredText(R.textMax)
  clientCompany: string;

  @Field()
  @RequiredEmail()
  clientEmail: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.addressMax, { singleLine: false })
  clientAddress?: string | null;

  @Field()
  @RequiredText(R.textMax)
  proposalTitle: string;

  @Field({ description: 'YYYY-MM-DD (a full ISO timestamp is trimmed to its date).' })
  @RequiredDate()
  proposalDate: string;

  @Field(() => String, { nullable: true })
  @NotBefore('proposalDate', M.expirationBeforeDate)
  @OptionalDate()
  expirationDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to PROP-{timestamp}.' })
  @Matches(NUMBER_PATTERN, { message: DocumentMessages.numberFormat })
  @OptionalText(R.numberMax)
  proposalNumber?: string;

  @Field(() => [ServiceLineInput])
  @ValidateNested({ each: true })
  @Type(() => ServiceLineInput)
  @ArrayMaxSize(R.linesMax, { message: `At most ${R.linesMax} services` })
  @ArrayMinSize(1, { message: M.atLeastOneLine })
  @IsArray({ message: M.atLeastOneLine })
  services: ServiceLineInput[];

  @Field()
  @RequiredText(R.textMax)
  companyName: string;

  @Field()
  @RequiredEmail()
  companyEmail: string;

  @Field()
  @RequiredText(R.addressMax, { singleLine: false })
  companyAddress: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  companyPhone?: string | null;

  @Field(() => String, { nullable: true, description: "The company's tax number (VAT ID)." })
  @OptionalText(R.numberMax)
  companyTaxNumber?: string | null;

  @Field()
  @RequiredText(R.termsMax, { singleLine: false })
  paymentTerms: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.termsMax, { singleLine: false })
  additionalTerms?: string | null;

  @Field(() => String, { nullable: true, description: 'The scope of work, a few paragraphs.' })
  @OptionalText(R.termsMax, { singleLine: false })
  scope?: string | null;

  /** Left out, it keeps its layout; null or empty: the workspace's. */
  @Field(() => String, {
    nullable: true,
    description: "The PDF layout: 'classic', 'modern' or 'compact'; null: the workspace's.",
  })
  @OptionalDocumentLayout()
  layout?: DocumentLayout | null;

  @Field(() => DiscountInput, {
    nullable: true,
    description:
      'A deposit due on acceptance: a percent of the total, or an amount up to it; null for none.',
  })
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: DocumentMoneyMessages.discountShape })
  @Type(() => DiscountInput)
  deposit?: DiscountInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'draft, sent, accepted or rejected (default draft).',
  })
  @IsIn(PROPOSAL_STATUSES, { message: `Status must be one of ${PROPOSAL_STATUSES.join(', ')}` })
  @IsOptional()
  status?: ProposalStatus;

  @CustomFieldValues()
  customFields?: CustomFieldValueInput[] | null;
}
