import {
  ClientDefaultsMessages,
  DOCUMENT_LANGUAGES,
  DocumentMessages,
  ROUNDING_METHODS,
  ROUNDING_SCOPES,
  WorkspaceMoneyMessages,
  type RoundingMethod,
  type RoundingScope,
  DocumentRules,
  EInvoiceRules,
  type EInvoiceFormatSetting,
  SINGLE_LINE_PATTERN,
  BRAND_LIMITS,
  type DocumentFont,
  type DocumentLayout,
  NumberingMessages,
  numberPatternError,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { OptionalEmail, OptionalText } from '../../common/input/input-fields';
import {
  OptionalBic,
  OptionalCountryCode,
  OptionalEInvoiceFormat,
  OptionalIban,
} from '../../common/input/e-invoice-fields';
import { IsCurrencyCode } from '../../documents/money/money.inputs';
import {
  OptionalDocumentFont,
  OptionalDocumentLayout,
} from '../../common/input/document-style-fields';

const R = DocumentRules;

/** A number pattern, trimmed; empty means none. Checked by the domain's own parser. */
const NumberPattern = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() || null : value,
    ),
    IsOptional(),
    IsString(),
    ValidateBy({
      name: 'numberPattern',
      validator: {
        validate: (value) => typeof value === 'string' && numberPatternError(value) === null,
        defaultMessage: (args) =>
          numberPatternError(String(args?.value ?? '')) ?? NumberingMessages.noSequence,
      },
    }),
  );

/** Required, trimmed, one line: the name printed as the sender of every document. */
const WorkspaceName = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IsString({ message: WorkspaceMessages.nameRequired }),
    IsNotEmpty({ message: WorkspaceMessages.nameRequired }),
    MaxLength(R.textMax, { message: DocumentMessages.tooLong(R.textMax) }),
    Matches(SINGLE_LINE_PATTERN, { message: DocumentMessages.singleLine }),
  );

/**
 * The business profile (a full update, like PUT: a field left out is cleared). The same bounds
 * as the sender fields of proposals and invoices, which it prefills.
 */
@InputType()
export class UpdateWorkspaceInput {
  @Field()
  @WorkspaceName()
  name: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.addressMax, { singleLine: false })
  address?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalEmail()
  email?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'VAT, GST, EIN…: the tax/business number.' })
  @OptionalText(R.numberMax)
  taxNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Default payment terms, e.g. "Net 30".' })
  @OptionalText(R.termsMax, { singleLine: false })
  paymentTerms?: string | null;

  /** Left out, it keeps its value (unlike the profile's text fields, which a PUT clears). */
  @Field(() => Boolean, {
    nullable: true,
    description: 'Make a draft invoice when a client accepts a proposal through its link.',
  })
  @IsOptional()
  @IsBoolean()
  invoiceOnAccept?: boolean | null;

  /** Left out, it keeps its value; null or empty goes back to PROP-{timestamp}. */
  @Field(() => String, {
    nullable: true,
    description: 'Proposal numbers, e.g. PROP-{YYYY}-{SEQ:3}: {YYYY} {YY} {MM} {DD} {SEQ} {SEQ:n}.',
  })
  @NumberPattern()
  proposalNumberPattern?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Invoice numbers, e.g. INV-{YYYY}-{SEQ:4}; null or empty: INV-{timestamp}.',
  })
  @NumberPattern()
  invoiceNumberPattern?: string | null;

  /** The document defaults below: left out (or null), each keeps its value. */
  @Field(() => String, { nullable: true, description: 'ISO 4217, e.g. EUR (default USD).' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsCurrencyCode()
  @IsOptional()
  currency?: string | null;

  @Field(() => String, { nullable: true, description: DOCUMENT_LANGUAGES.join(', ') })
  @IsIn(DOCUMENT_LANGUAGES, { message: ClientDefaultsMessages.language })
  @IsOptional()
  language?: string | null;

  @Field(() => String, { nullable: true, description: "'line' or 'total' (default)." })
  @IsIn(ROUNDING_SCOPES, { message: WorkspaceMoneyMessages.roundingScope })
  @IsOptional()
  roundingScope?: RoundingScope | null;

  @Field(() => String, { nullable: true, description: "'half-up' (default) or 'half-even'." })
  @IsIn(ROUNDING_METHODS, { message: WorkspaceMoneyMessages.roundingMethod })
  @IsOptional()
  roundingMethod?: RoundingMethod | null;

  /**
   * The e-invoice fields: left out, each keeps its value; null or empty clears it (the format
   * goes back to none).
   */
  @Field(() => String, {
    nullable: true,
    description: 'The legal name (BT-27) when it is not the name; null: the name.',
  })
  @OptionalText(EInvoiceRules.legalNameMax)
  legalName?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(EInvoiceRules.postalCodeMax)
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(EInvoiceRules.cityMax)
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2, e.g. DE.' })
  @OptionalCountryCode()
  countryCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The national tax number (BT-32, "Steuernummer"); taxNumber is the VAT id.',
  })
  @OptionalText(EInvoiceRules.referenceMax)
  taxRegistrationNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The account invoices are paid to; spaces and case do not matter.',
  })
  @OptionalIban()
  iban?: string | null;

  @Field(() => String, { nullable: true, description: '8 or 11 characters.' })
  @OptionalBic()
  bic?: string | null;

  @Field(() => String, { nullable: true, description: 'Null: the legal name, else the name.' })
  @OptionalText(EInvoiceRules.accountHolderMax)
  accountHolder?: string | null;

  @Field(() => String, { nullable: true, description: "'none', 'factur-x' or 'xrechnung'." })
  @OptionalEInvoiceFormat()
  eInvoiceFormat?: EInvoiceFormatSetting | null;

  /**
   * What the PDFs print beyond their content. Left out (or null), the layout and font keep their
   * value; the footer and payment instructions left out keep theirs, null or empty clears them.
   */
  @Field(() => String, {
    nullable: true,
    description: "The documents' PDF layout: 'classic' (default), 'modern' or 'compact'.",
  })
  @OptionalDocumentLayout()
  documentLayout?: DocumentLayout | null;

  @Field(() => String, {
    nullable: true,
    description: "The PDFs' font: 'inter' (default), 'source-serif-4' or 'ibm-plex-sans'.",
  })
  @OptionalDocumentFont()
  documentFont?: DocumentFont | null;

  @Field(() => String, {
    nullable: true,
    description: 'Printed at the foot of every page of the PDFs (at most 500 characters).',
  })
  @OptionalText(BRAND_LIMITS.footerLength, { singleLine: false })
  documentFooter?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'How to pay where an IBAN does not say it, printed on invoices under the bank details (at most 1000 characters).',
  })
  @OptionalText(BRAND_LIMITS.paymentInstructionsLength, { singleLine: false })
  paymentInstructions?: string | null;
}
