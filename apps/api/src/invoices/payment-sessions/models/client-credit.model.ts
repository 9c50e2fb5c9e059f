import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { InvoiceModel } from '../../models/invoice.model';
import { PaymentModel } from '../../ledger/models/payment.model';

@ObjectType('ClientCredit', {
  description:
    'Money a client paid online that could not be applied to its invoice, kept until it is applied or refunded.',
})
export class ClientCreditModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true })
  clientId: string | null;

  @Field()
  clientName: string;

  @Field(() => ID, { nullable: true, description: 'The invoice paid; null once deleted.' })
  invoiceId: string | null;

  @Field({ description: 'The number of the invoice paid, as it was.' })
  invoiceNumber: string;

  @Field()
  currency: string;

  @Field(() => Float)
  amount: number;

  @Field({
    description:
      'Why it was not applied: invoice_deleted, currency_changed, total_changed, already_paid or page_closed.',
  })
  reason: string;

  @Field({ description: 'The reason, as the owner reads it.' })
  reasonText: string;

  @Field({ description: 'unapplied, applied or refunded.' })
  status: string;

  @Field({ description: 'YYYY-MM-DD, when the client paid.' })
  receivedOn: string;

  @Field(() => ID, { nullable: true })
  appliedInvoiceId: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType('ClientCreditApplied')
export class ClientCreditAppliedModel {
  @Field(() => ClientCreditModel)
  credit: ClientCreditModel;

  @Field(() => PaymentModel)
  payment: PaymentModel;

  @Field(() => InvoiceModel)
  invoice: InvoiceModel;
}

@ObjectType('PaymentPagesClosed')
export class PaymentPagesClosedModel {
  @Field(() => Int, { description: 'How many open pages were closed.' })
  closed: number;
}
