import {
  DocumentRules,
  FieldCode,
  PAYMENT_METHODS,
  PaymentMessages,
  type PaymentMethod,
} from '@dealdraft/domain';
import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType } from '@nestjs/graphql';
import { IsBoolean, IsDefined, IsIn, IsNumber, IsOptional, Min } from 'class-validator';
import { OptionalDate, OptionalText } from '../../../common/input/input-fields';

const R = DocumentRules;
const M = PaymentMessages;

const positive = { message: M.amountPositive, context: { code: FieldCode.AmountNotPositive } };

/**
 * An amount of money in the invoice's currency, in major units (120.5 for $120.50). Its decimals
 * are checked against that currency when the invoice is read, in the ledger's transaction.
 */
const Amount = () =>
  applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false }, positive),
    Min(Number.MIN_VALUE, positive),
  );

/** What the person recording a payment, or a refund, tells about it. */
@InputType({ isAbstract: true })
abstract class LedgerEntryFields {
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, when the money moved (default today). Not in the future.',
  })
  @OptionalDate()
  paidOn?: string | null;

  @Field(() => String, { nullable: true, description: 'A bank reference, cheque number…' })
  @OptionalText(R.textMax)
  reference?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText(R.termsMax, { singleLine: false })
  note?: string | null;
}

@InputType()
export class PaymentInput extends LedgerEntryFields {
  @Field(() => Float, { description: "In the invoice's currency; at most the balance due." })
  @Amount()
  amount: number;

  @Field(() => String, {
    nullable: true,
    description: `${PAYMENT_METHODS.join(', ')} (default other).`,
  })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: M.method })
  method?: PaymentMethod | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description:
      "E-mail the client a receipt (PDF, in the invoice's language) once recorded; default true. Needs a plan that can send documents.",
  })
  @IsOptional()
  @IsBoolean()
  sendReceipt?: boolean | null;
}

@InputType()
export class RefundInput extends LedgerEntryFields {
  // Required: money given back is always said, never "all" by default, so a body that lost its
  // fields on the way cannot refund a whole payment.
  @Field(() => Float, {
    description:
      "What to give back, in the invoice's currency; at most what is left of the payment.",
  })
  @IsDefined({ message: M.refundAmountRequired })
  @Amount()
  amount: number;
}
