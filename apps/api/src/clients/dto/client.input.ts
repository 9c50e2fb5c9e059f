import {
  ClientDefaultsMessages,
  ClientMessages,
  DOCUMENT_LANGUAGES,
  ClientRules,
  DocumentRules,
  EInvoiceRules,
  type EInvoiceFormatSetting,
  EMAIL_PATTERN,
  Messages,
  Rules,
} from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { OptionalEmail, OptionalText, RequiredText } from '../../common/input/input-fields';
import { OptionalCountryCode, OptionalEInvoiceFormat } from '../../common/input/e-invoice-fields';
import { IsCurrencyCode } from '../../documents/money/money.inputs';
import {
  CustomFieldValueInput,
  CustomFieldValues,
} from '../../custom-fields/dto/custom-field-value.input';

const R = DocumentRules;

/** Create and full update (PUT) take the same payload: a field left out is cleared. */
@InputType()
export class ClientInput {
  @Field()
  @RequiredText(ClientRules.nameMax)
  name: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.textMax)
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The primary e-mail.' })
  @OptionalEmail()
  email?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `CC addresses, at most ${ClientRules.ccMax}.`,
  })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))
      : value,
  )
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ClientRules.ccMax, { message: ClientMessages.tooManyCc })
  @IsString({ each: true, message: Messages.validation.email })
  @Matches(EMAIL_PATTERN, { each: true, message: Messages.validation.email })
  @MaxLength(Rules.emailMax, { each: true, message: Messages.validation.email })
  ccEmails?: string[] | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.addressMax, { singleLine: false })
  address?: string | null;

  /**
   * The e-invoice fields: unlike the others, left out each keeps its value (callers from before
   * them change nothing); null or empty clears it.
   */
  @Field(() => String, { nullable: true })
  @OptionalText(EInvoiceRules.postalCodeMax)
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(EInvoiceRules.cityMax)
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2, e.g. FR.' })
  @OptionalCountryCode()
  countryCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'none', 'factur-x' or 'xrechnung'; null: the workspace's.",
  })
  @OptionalEInvoiceFormat()
  eInvoiceFormat?: EInvoiceFormatSetting | null;

  @Field(() => String, {
    nullable: true,
    description: "New invoices' buyer reference (BT-10), e.g. a Leitweg-ID.",
  })
  @OptionalText(EInvoiceRules.referenceMax)
  buyerReference?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  mobile?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  fax?: string | null;

  @Field(() => String, { nullable: true, description: 'VAT, GST, EIN…' })
  @OptionalText(R.numberMax)
  taxNumber?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(ClientRules.notesMax, { singleLine: false })
  notes?: string | null;

  /** A new document for this client takes its currency from here. */
  @Field(() => String, {
    nullable: true,
    description: 'ISO 4217, e.g. EUR: new documents default to it.',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || null : value,
  )
  @IsOptional()
  @IsString({ message: ClientDefaultsMessages.currency })
  @IsCurrencyCode()
  currency?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Documents to the client are written in it: ${DOCUMENT_LANGUAGES.join(', ')}.`,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() || null : value,
  )
  @IsOptional()
  @IsIn(DOCUMENT_LANGUAGES, { message: ClientDefaultsMessages.language })
  language?: string | null;

  @CustomFieldValues()
  customFields?: CustomFieldValueInput[] | null;
}
