import { CustomFieldValueModel } from '../../custom-fields/models/custom-field.model';
import type { DocumentLayout, PrintedCustomFields } from '@dealdraft/domain';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  DiscountModel,
  DocumentMoneyFields,
  MoneyLineFields,
} from '../../documents/money/money.models';
import { PageInfoModel } from '../../common/paging/page.models';
import type { AnsweredSnapshot } from '../proposal.entity';
import type { ProposalContentSource } from '../../documents/content/content-sources';

@ObjectType('ServiceLine')
export class ServiceLineModel extends MoneyLineFields {
  @Field()
  description: string;

  @Field(() => Float)
  price: number;

  @Field(() => Int)
  quantity: number;

  @Field(() => Float, { description: 'price × quantity' })
  subtotal: number;

  @Field(() => [CustomFieldValueModel], { description: 'Values of the line custom fields.' })
  customFields: CustomFieldValueModel[];
}

@ObjectType('Proposal')
export class ProposalModel extends DocumentMoneyFields implements ProposalContentSource {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'The member who created it.' })
  createdById: string | null;

  @Field(() => ID, { nullable: true, description: 'The member who last changed it.' })
  updatedById: string | null;

  @Field()
  proposalNumber: string;

  @Field()
  proposalTitle: string;

  @Field()
  proposalDate: string;

  @Field(() => String, { nullable: true })
  expirationDate: string | null;

  @Field()
  clientName: string;

  @Field()
  clientCompany: string;

  @Field()
  clientEmail: string;

  @Field(() => String, { nullable: true })
  clientAddress: string | null;

  @Field()
  companyName: string;

  @Field()
  companyEmail: string;

  @Field()
  companyAddress: string;

  @Field(() => String, { nullable: true })
  companyPhone: string | null;

  @Field(() => String, { nullable: true })
  companyTaxNumber: string | null;

  @Field()
  paymentTerms: string;

  @Field(() => String, { nullable: true })
  additionalTerms: string | null;

  @Field(() => String, { nullable: true, description: 'The scope of work, a few paragraphs.' })
  scope: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The PDF layout it prints in ('classic', 'modern', 'compact'); null: the workspace's.",
  })
  layout: DocumentLayout | null;

  @Field(() => [ServiceLineModel])
  services: ServiceLineModel[];

  @Field(() => Float, { description: 'Σ price × quantity, computed by the server.' })
  value: number;

  @Field()
  status: string;

  @Field(() => Date, {
    nullable: true,
    description: 'When the client accepted or declined through the client link.',
  })
  respondedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The full name typed to accept.' })
  acceptedByName: string | null;

  @Field(() => String, { nullable: true })
  declineReason: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A short fingerprint of the answering client's hashed IP.",
  })
  responseIpFingerprint: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 of the printable content the client answered: the binding version.',
  })
  answeredVersion: string | null;

  /** The content the client answered (not a GraphQL field: the PDF and client page print it). */
  answeredSnapshot: AnsweredSnapshot | null;

  @Field(() => ID, { nullable: true, description: 'The client it names (see Client).' })
  clientId: string | null;

  @Field(() => DiscountModel, {
    nullable: true,
    description: 'The deposit due on acceptance: a percent, or an amount.',
  })
  deposit: DiscountModel | null;

  @Field(() => Float, { nullable: true, description: "The deposit in the proposal's currency." })
  depositAmount: number | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The deposit invoice made on acceptance, if any.',
  })
  depositInvoiceId: string | null;

  @Field(() => ID, { nullable: true, description: 'The invoice made from it, if any.' })
  invoiceId: string | null;

  @Field(() => String, { nullable: true, description: "That invoice's number." })
  invoiceNumber: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => [CustomFieldValueModel], {
    description: 'Values of the document custom fields.',
  })
  customFields: CustomFieldValueModel[];

  /** Not a field: what its PDF prints of its custom fields (the store's getStored). */
  printedFields?: PrintedCustomFields;
}

@ObjectType('ProposalConnection')
export class ProposalConnectionModel {
  @Field(() => [ProposalModel])
  nodes: ProposalModel[];

  @Field(() => Int)
  totalCount: number;

  @Field(() => PageInfoModel)
  pageInfo: PageInfoModel;
}
