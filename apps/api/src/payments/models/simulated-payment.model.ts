import { Field, Float, ObjectType } from '@nestjs/graphql';

/** What the simulated gateway's page shows before Pay or Cancel. */
@ObjectType('SimulatedInvoicePayment')
export class SimulatedPaymentModel {
  @Field()
  invoiceNumber: string;

  @Field({ description: 'Who is paid: the business on the invoice.' })
  payee: string;

  @Field(() => Float, { description: 'The balance due when the page was opened.' })
  amount: number;

  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field({ description: "The invoice's document language (en, de, fr…): the page speaks it." })
  language: string;

  @Field({ description: 'The client page, for Cancel.' })
  cancelUrl: string;
}

@ObjectType('PaymentRedirect')
export class PaymentRedirectModel {
  @Field({
    description: 'Where to send the browser: the payment page, or back to the client page.',
  })
  url: string;
}
