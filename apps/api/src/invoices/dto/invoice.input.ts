import type { DocumentLayout } from '@dealdraft/domain';
import { OptionalDocumentLayout } from '../../common/input/document-style-fields';
import {
  DocumentMessages,
  Messages,
  DocumentRules,
  EInvoiceRules,
  INVOICE_LEDGER_STATUSES,
  NUMBER_PATTERN,
} from '@dealdraft/domain';
import type { LedgerStatus } from '@dealdraft/domain';
import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
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
  DocumentMoneyInput,
  DocumentPrice,
  MoneyLineInput,
} from '../../documents/money/money.inputs';

import {
  CustomFieldValueInput,
  CustomFieldValues,
} from '../../custom-fields/dto/custom-field-value.input';
const R = DocumentRules;
const M = DocumentMessages.invoice;

@InputType()
export class LineItemInput extends MoneyLineInput {
  @Field()
  @RequiredText(R.lineDescriptionMax)
  description: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.lineDescriptionMax, { singleLine: false })
  extraDetails?: string | null;

  @Field(() => Float, {
    description: "Per unit, in the document's currency, with at most its decimals (USD 2, JPY 0).",
  })
  @DocumentPrice()
  rate: number;

  @Field(() => Int)
  @Quantity()
  quantity: number;

  /** The line's values of the workspace's line custom fields. */
  @CustomFieldValues()
  customFields?: CustomFieldValueInput[] | null;
}

/** Create and full update (PUT) take the same payload. Amount, owner and ids are never input. */
@InputType()
export class InvoiceInput extends DocumentMoneyInput {
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
  businessName: string;

  @Field()
  @RequiredEmail()
  businessEmail: string;

  @Field()
  @RequiredText(R.addressMax, { singleLine: false })
  businessAddress: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  businessPhone?: string | null;

  @Field(() => String, { nullable: true, description: 'Tax or company registration number.' })
  @OptionalText(R.numberMax)
  businessNumber?: string | null;

  @Field()
  @RequiredText(R.textMax)
  clientName: string;

  @Field()
  @RequiredEmail()
  clientEmail: string;

  @Field()
  @RequiredText(R.addressMax, { singleLine: false })
  clientAddress: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  clientPhone?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  clientMobile?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.phoneMax)
  clientFax?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to INV-{timestamp}.' })
  @Matches(NUMBER_PATTERN, { message: DocumentMessages.numberFormat })
  @OptionalText(R.numberMax)
  invoiceNumber?: string;

  @Field({ description: 'YYYY-MM-DD (a full ISO timestamp is trimmed to its date).' })
  @RequiredDate()
  invoiceDate: string;

  @Field()
  @RequiredText(R.termsMax, { singleLine: false })
  paymentTerms: string;

  @Field(() => String, { nullable: true })
  @NotBefore('invoiceDate', M.dueBeforeDate)
  @OptionalDate()
  dueDate?: string | null;

  /**
   * The e-invoice fields: left out on an update, each keeps its value (the period as a pair);
   * null or empty clears it.
   */
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: when the service was delivered (BT-72).',
  })
  @OptionalDate()
  serviceDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the first day of the period of service; with servicePeriodEnd.',
  })
  @OptionalDate()
  servicePeriodStart?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: its last day, on or after servicePeriodStart.',
  })
  @OptionalDate()
  servicePeriodEnd?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's reference (BT-10, a Leitweg-ID). Left out on create: the client's.",
  })
  @OptionalText(EInvoiceRules.referenceMax)
  buyerReference?: string | null;

  @Field(() => String, { nullable: true, description: 'The purchase order (BT-13).' })
  @OptionalText(EInvoiceRules.referenceMax)
  orderReference?: string | null;

  /** Left out, it keeps its layout; null or empty: the workspace's. */
  @Field(() => String, {
    nullable: true,
    description: "The PDF layout: 'classic', 'modern' or 'compact'; null: the workspace's.",
  })
  @OptionalDocumentLayout()
  layout?: DocumentLayout | null;

  @Field(() => [LineItemInput])
  @ValidateNested({ each: true })
  @Type(() => LineItemInput)
  @ArrayMaxSize(R.linesMax, { message: `At most ${R.linesMax} line items` })
  @ArrayMinSize(1, { message: M.atLeastOneLine })
  @IsArray({ message: M.atLeastOneLine })
  lineItems: LineItemInput[];

  @Field(() => String, { nullable: true })
  @OptionalText(R.termsMax, { singleLine: false })
  notes?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'draft, sent, paid or overdue (default draft). Paid records a payment for the balance; partially_paid follows from payments.',
  })
  @IsIn(INVOICE_LEDGER_STATUSES, {
    message: `Status must be one of ${INVOICE_LEDGER_STATUSES.join(', ')}`,
  })
  @IsOptional()
  status?: LedgerStatus;

  @CustomFieldValues()
  customFields?: CustomFieldValueInput[] | null;
}
