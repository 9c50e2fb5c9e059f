import {
  ClientDefaultsMessages,
  DOCUMENT_LANGUAGES,
  DocumentMoneyMessages,
  DocumentRules,
  isCurrencyCode,
  Messages,
  percentToThousandths,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsUUID,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { OptionalText } from '../../common/input/input-fields';

const v = Messages.validation;
const MM = DocumentMoneyMessages;
/** Taxes a document may put on every line (each line takes two more of its own). */
export const DOCUMENT_TAXES_MAX = 5;

/**
 * A line's unit price: a number of at least 0. Its decimals (two for USD, none for JPY, three
 * for KWD) and its maximum are checked on save, once the currency is known: it may come from the
 * client or the workspace (DocumentMoneyService), with the spec's messages for USD.
 */
export const DocumentPrice = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: v.positive }),
    Min(0, { message: v.positive }),
  );

@InputType()
export class DiscountInput {
  @Field(() => Float, { nullable: true, description: 'Percent off, 0–100, at most 3 decimals.' })
  @ValidateBy({
    name: 'discountPercent',
    validator: {
      validate: (value) => typeof value === 'number' && percentToThousandths(value) !== null,
      defaultMessage: () => MM.discountPercent,
    },
  })
  @IsOptional()
  percent?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Amount off, in the document's currency (as many decimals as it has).",
  })
  @Min(0, { message: MM.discountAmount })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: MM.discountAmount })
  @IsOptional()
  amount?: number | null;
}

/** An ISO 4217 code a document can use (documents, clients and the workspace's default). */
export const IsCurrencyCode = () =>
  ValidateBy({
    name: 'currencyCode',
    validator: {
      validate: (value) => typeof value === 'string' && isCurrencyCode(value),
      defaultMessage: () => MM.currency,
    },
  });

/** Tax rate ids (the workspace's), at most `max`. */
const TaxRateIds = (max: number, message: string) =>
  applyDecorators(
    IsOptional(),
    IsArray({ message: v.invalidId }),
    ArrayMaxSize(max, { message }),
    IsUUID('all', { each: true, message: v.invalidId }),
  );

/** What a line adds for money: its discount and up to two taxes. */
@InputType({ isAbstract: true })
export abstract class MoneyLineInput {
  @Field(() => DiscountInput, { nullable: true, description: 'Off this line, before tax.' })
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: MM.discountShape })
  @Type(() => DiscountInput)
  discount?: DiscountInput | null;

  @Field(() => [ID], { nullable: true, description: "Up to two of the workspace's tax rates." })
  @TaxRateIds(2, MM.taxRatesMax)
  taxRateIds?: string[] | null;
}

/**
 * The money fields of a document input, both kinds. Each may be left out: a new document then
 * takes its client's currency and language, else the workspace's; an update keeps what it had.
 * That way a payload written to the spec (which has none of them) gets the spec's behaviour.
 */
@InputType({ isAbstract: true })
export abstract class DocumentMoneyInput {
  @Field(() => String, { nullable: true, description: 'ISO 4217, e.g. EUR.' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsCurrencyCode()
  @IsOptional()
  currency?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The document's language: ${DOCUMENT_LANGUAGES.join(', ')}.`,
  })
  @IsIn(DOCUMENT_LANGUAGES, { message: ClientDefaultsMessages.language })
  @IsOptional()
  language?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Prices include their taxes (default false: taxes are added).',
  })
  @IsBoolean({ message: 'Must be true or false' })
  @IsOptional()
  pricesIncludeTax?: boolean | null;

  @Field(() => DiscountInput, {
    nullable: true,
    description: 'Off the whole document, before tax; null removes it.',
  })
  @IsOptional()
  @ValidateNested()
  @IsObject({ message: MM.discountShape })
  @Type(() => DiscountInput)
  discount?: DiscountInput | null;

  @Field(() => [ID], { nullable: true, description: 'Taxes on every line.' })
  @TaxRateIds(DOCUMENT_TAXES_MAX, `At most ${DOCUMENT_TAXES_MAX} taxes`)
  taxRateIds?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'e.g. "Reverse charge", printed under the totals.',
  })
  @OptionalText(200)
  taxNote?: string | null;

  @Field(() => String, { nullable: true, description: "The client's tax number (VAT ID)." })
  @OptionalText(DocumentRules.numberMax)
  clientTaxNumber?: string | null;
}
