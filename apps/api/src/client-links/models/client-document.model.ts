import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { BrandModel } from '../../branding/models/brand.model';
import { ClientEInvoiceModel } from '../../e-invoices/models/e-invoice.models';

/**
 * What the client page shows: the same client-facing fields as the PDF (built by the same
 * function), and nothing of the owner's account.
 */
@ObjectType('ClientDocumentDate')
export class ClientDocumentDateModel {
  @Field()
  label: string;

  @Field()
  value: string;
}

@ObjectType('ClientDocumentParty')
export class ClientDocumentPartyModel {
  @Field()
  heading: string;

  @Field()
  name: string;

  @Field(() => [String])
  lines: string[];
}

@ObjectType('ClientDocumentLine')
export class ClientDocumentLineModel {
  @Field()
  description: string;

  @Field(() => String, { nullable: true })
  details: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float)
  unitPrice: number;

  @Field(() => Float)
  total: number;

  @Field(() => String, {
    nullable: true,
    description: 'The line\'s own discount, as printed ("−10 %").',
  })
  discount: string | null;
}

@ObjectType('ClientDocumentTax')
export class ClientDocumentTaxModel {
  @Field()
  name: string;

  @Field(() => Float)
  percent: number;

  @Field(() => Float)
  base: number;

  @Field(() => Float)
  amount: number;
}

@ObjectType('ClientDocumentSummary')
export class ClientDocumentSummaryModel {
  @Field(() => Float)
  subtotal: number;

  @Field(() => Float)
  discount: number;

  @Field(() => [ClientDocumentTaxModel])
  taxes: ClientDocumentTaxModel[];

  @Field()
  pricesIncludeTax: boolean;
}

@ObjectType('ClientDocumentSection')
export class ClientDocumentSectionModel {
  @Field()
  title: string;

  @Field()
  body: string;
}

@ObjectType('ClientAnswer')
export class ClientAnswerModel {
  @Field({ description: 'accepted or declined' })
  decision: string;

  @Field()
  at: Date;

  @Field(() => String, { nullable: true })
  acceptedByName: string | null;

  @Field(() => String, { nullable: true })
  declineReason: string | null;
}

@ObjectType('ClientPayment', {
  description: "An invoice's balance, and whether the client can pay it here.",
})
export class ClientPaymentModel {
  @Field(() => Float)
  amountPaid: number;

  @Field(() => Float)
  balanceDue: number;

  @Field(() => String, {
    nullable: true,
    description:
      'A final invoice: the paid deposit it deducts, as the PDF and e-mail state it ("Less deposit paid, invoice INV-0042: −$360.00").',
  })
  depositLine: string | null;

  @Field({ description: 'A Pay now button: there is a balance and a way to pay it online.' })
  canPayOnline: boolean;

  @Field({ description: "The gateway is the app's own test page: no money moves." })
  simulated: boolean;
}

@ObjectType('ClientDeposit', {
  description: 'The deposit a proposal asks on acceptance, and once accepted, its invoice.',
})
export class ClientDepositModel {
  @Field({ description: 'As the page writes it: "30 %" or an amount, in the document language.' })
  share: string;

  @Field(() => Float)
  amount: number;

  @Field(() => String, { nullable: true, description: 'The deposit invoice, once accepted.' })
  invoiceNumber: string | null;

  @Field({ description: 'The deposit invoice is paid.' })
  paid: boolean;

  @Field({ description: 'Pay the deposit here: its invoice has a balance and a way to pay it.' })
  canPayOnline: boolean;

  @Field({ description: "The gateway is the app's own test page: no money moves." })
  simulated: boolean;
}

@ObjectType('ClientDocument')
export class ClientDocumentModel {
  @Field({ description: 'proposal or invoice' })
  kind: string;

  @Field({
    description:
      'SHA-256 of the printable content shown (of the answered content, once answered); an answer sends it back.',
  })
  version: string;

  @Field()
  title: string;

  @Field()
  number: string;

  @Field()
  status: string;

  @Field(() => [ClientDocumentDateModel])
  dates: ClientDocumentDateModel[];

  @Field(() => ClientDocumentPartyModel)
  from: ClientDocumentPartyModel;

  @Field(() => ClientDocumentPartyModel)
  to: ClientDocumentPartyModel;

  @Field({ description: 'Column label for the unit amount: Price or Rate.' })
  unitLabel: string;

  @Field(() => [ClientDocumentLineModel])
  lines: ClientDocumentLineModel[];

  @Field(() => Float)
  total: number;

  @Field({ description: 'ISO 4217: what the amounts are in.' })
  currency: string;

  @Field({ description: 'The language the page is written in (en, de, fr, …).' })
  language: string;

  @Field(() => ClientDocumentSummaryModel, {
    nullable: true,
    description: 'Subtotal, discounts and taxes, when the document has any.',
  })
  summary: ClientDocumentSummaryModel | null;

  @Field(() => [ClientDocumentSectionModel])
  sections: ClientDocumentSectionModel[];

  @Field({ description: 'A proposal past its expiration date: it can no longer be accepted.' })
  expired: boolean;

  @Field(() => String, { nullable: true, description: 'Why it cannot be accepted, when expired.' })
  expiredMessage: string | null;

  @Field({ description: 'A proposal the client can still accept or decline.' })
  canRespond: boolean;

  @Field(() => ClientAnswerModel, { nullable: true })
  answer: ClientAnswerModel | null;

  @Field(() => ClientPaymentModel, { nullable: true, description: 'For an invoice.' })
  payment: ClientPaymentModel | null;

  @Field(() => ClientDepositModel, {
    nullable: true,
    description: 'For a proposal that asks a deposit on acceptance.',
  })
  deposit: ClientDepositModel | null;

  @Field(() => ClientEInvoiceModel, {
    nullable: true,
    description:
      "An invoice's e-invoice XML to download, when its client or workspace sends one and it is ready.",
  })
  eInvoice: ClientEInvoiceModel | null;

  @Field(() => BrandModel, { description: "The business's logo, colour and font." })
  brand: BrandModel;
}
