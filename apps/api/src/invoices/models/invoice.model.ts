import { CustomFieldValueModel } from '../../custom-fields/models/custom-field.model';
import type { DocumentLayout, PrintedCustomFields } from '@dealdraft/domain';
import type { InvoiceParties } from '../../documents/content/content-sources';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { DocumentMoneyFields, MoneyLineFields } from '../../documents/money/money.models';
import { PageInfoModel } from '../../common/paging/page.models';
import type { InvoiceContentSource } from '../../documents/content/content-sources';

@ObjectType('LineItem')
export class LineItemModel extends MoneyLineFields {
  @Field()
  description: string;

  @Field(() => String, { nullable: true })
  extraDetails: string | null;

  @Field(() => Float)
  rate: number;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float, { description: 'rate × quantity' })
  total: number;

  @Field(() => [CustomFieldValueModel], { description: 'Values of the line custom fields.' })
  customFields: CustomFieldValueModel[];
}

@ObjectType('Invoice')
export class InvoiceModel extends DocumentMoneyFields implements InvoiceContentSource {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'The member who created it.' })
  createdById: string | null;

  @Field(() => ID, { nullable: true, description: 'The member who last changed it.' })
  updatedById: string | null;

  @Field()
  invoiceNumber: string;

  @Field()
  invoiceDate: string;

  @Field(() => String, { nullable: true })
  dueDate: string | null;

  @Field(() => String, { nullable: true, description: 'When the service was delivered (BT-72).' })
  serviceDate: string | null;

  @Field(() => String, { nullable: true, description: 'The period of service (BT-73).' })
  servicePeriodStart: string | null;

  @Field(() => String, { nullable: true, description: 'Its last day (BT-74).' })
  servicePeriodEnd: string | null;

  @Field(() => String, { nullable: true, description: "The buyer's reference (BT-10)." })
  buyerReference: string | null;

  @Field(() => String, { nullable: true, description: 'The purchase order (BT-13).' })
  orderReference: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The PDF layout it prints in ('classic', 'modern', 'compact'); null: the workspace's.",
  })
  layout: DocumentLayout | null;

  @Field()
  businessName: string;

  @Field()
  businessEmail: string;

  @Field()
  businessAddress: string;

  @Field(() => String, { nullable: true })
  businessPhone: string | null;

  @Field(() => String, { nullable: true })
  businessNumber: string | null;

  @Field()
  clientName: string;

  @Field()
  clientEmail: string;

  @Field()
  clientAddress: string;

  @Field(() => String, { nullable: true })
  clientPhone: string | null;

  @Field(() => String, { nullable: true })
  clientMobile: string | null;

  @Field(() => String, { nullable: true })
  clientFax: string | null;

  @Field()
  paymentTerms: string;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => [LineItemModel])
  lineItems: LineItemModel[];

  @Field(() => Float, { description: 'Σ rate × quantity, computed by the server.' })
  amount: number;

  @Field({
    description:
      'draft, sent, partially_paid, paid, or overdue (a sent or partially paid invoice past its due date).',
  })
  status: string;

  @Field(() => Float, { description: 'Payments less refunds (see invoicePayments).' })
  amountPaid: number;

  @Field(() => Float, { description: 'Credit notes against it (see invoiceCreditNotes).' })
  amountCredited: number;

  @Field(() => Float, {
    description: "What its proposal's deposit invoice was paid, deducted here (a final invoice).",
  })
  depositDeducted: number;

  @Field(() => ID, {
    nullable: true,
    description: 'A final invoice: the deposit invoice whose payments it deducts.',
  })
  depositInvoiceId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The number of that deposit invoice, as the final invoice names it.',
  })
  depositInvoiceNumber: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'A deposit invoice: the accepted proposal it asks the deposit of.',
  })
  depositForProposalId: string | null;

  @Field(() => Float, {
    description: 'What the client still owes: the total less amountCredited and amountPaid.',
  })
  balanceDue: number;

  @Field(() => ID, { nullable: true, description: 'The client it names (see Client).' })
  clientId: string | null;

  @Field(() => ID, { nullable: true, description: 'The accepted proposal it was made from.' })
  proposalId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "That proposal's number as issued (kept if the proposal is deleted).",
  })
  proposalNumber: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  /** Not a field: what the PDF, e-mail and client page print beside it (InvoiceStore.getStored). */
  parties?: InvoiceParties;

  /** Set by getStored for a final invoice: the VAT inside the deposit it deducts. */
  depositVatDeducted?: number;

  @Field(() => [CustomFieldValueModel], {
    description: 'Values of the document custom fields.',
  })
  customFields: CustomFieldValueModel[];

  /** Not a field: what its PDF prints of its custom fields (the store's getStored). */
  printedFields?: PrintedCustomFields;
}

@ObjectType('InvoiceConnection')
export class InvoiceConnectionModel {
  @Field(() => [InvoiceModel])
  nodes: InvoiceModel[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfoModel)
  pageInfo: PageInfoModel;
}
