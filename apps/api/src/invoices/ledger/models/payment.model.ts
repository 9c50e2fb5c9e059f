import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { InvoiceModel } from '../../models/invoice.model';

/** A receipt's state, as ReceiptMail keeps it in `payment_receipts`. */
export type ReceiptStatus = 'queued' | 'sent' | 'failed';

@ObjectType('Payment', {
  description: "A line of an invoice's ledger: a payment, or a refund (a negative amount).",
})
export class PaymentModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  invoiceId: string;

  @Field(() => Float, { description: "In the invoice's currency; negative for a refund." })
  amount: number;

  @Field({ description: 'bank_transfer, card, cash, cheque or other.' })
  method: string;

  @Field({ description: 'YYYY-MM-DD.' })
  paidOn: string;

  @Field(() => String, { nullable: true })
  reference: string | null;

  @Field(() => String, { nullable: true })
  note: string | null;

  @Field(() => ID, { nullable: true, description: 'For a refund: the payment it gives back.' })
  refundOf: string | null;

  @Field(() => Float, {
    description: 'What is left of a payment after its refunds (0 for a refund).',
  })
  refundable: number;

  @Field({ description: 'Paid online through Stripe (refund it there, not here).' })
  online: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'The receipt e-mailed to the client: queued, sent or failed; null when none was asked (a refund, sendReceipt false, "mark as paid", a plan that cannot send) or the worker has not yet taken it.',
  })
  receiptStatus: ReceiptStatus | null;

  @Field(() => ID, { nullable: true })
  createdById: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType('PaymentResult', {
  description:
    'The ledger entry just written, and its invoice with the balance and status after it.',
})
export class PaymentResultModel {
  @Field(() => PaymentModel)
  payment: PaymentModel;

  @Field(() => InvoiceModel)
  invoice: InvoiceModel;
}
