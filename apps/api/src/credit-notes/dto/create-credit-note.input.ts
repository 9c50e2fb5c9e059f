import { CREDIT_NOTE_REASON_MAX, CreditNoteMessages, FieldCode } from '@dealdraft/domain';
import { Field, Float, InputType } from '@nestjs/graphql';
import { IsDefined, IsNumber, Min } from 'class-validator';
import { OptionalDate, RequiredText } from '../../common/input/input-fields';

const M = CreditNoteMessages;
const positive = { message: M.amountPositive, context: { code: FieldCode.AmountNotPositive } };

@InputType()
export class CreateCreditNoteInput {
  // Required: a credit note always says what it credits, never "the whole balance" by default.
  @Field(() => Float, { description: "In the invoice's currency; at most the balance due." })
  @IsDefined({ message: M.amountRequired })
  @IsNumber({ allowNaN: false, allowInfinity: false }, positive)
  @Min(Number.MIN_VALUE, positive)
  amount: number;

  @Field({ description: 'Why the invoice is credited; printed on the credit note.' })
  @RequiredText(CREDIT_NOTE_REASON_MAX, { singleLine: false })
  reason: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (default today).' })
  @OptionalDate()
  issuedOn?: string | null;
}
