import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfoModel } from '../../common/paging/page.models';
import { CustomFieldValueModel } from '../../custom-fields/models/custom-field.model';

@ObjectType('Client')
export class ClientModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  company: string;

  @Field({ description: "The primary e-mail ('' for none)." })
  email: string;

  @Field(() => [String])
  ccEmails: string[];

  @Field(() => String, { nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  postalCode: string | null;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  countryCode: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  mobile: string | null;

  @Field(() => String, { nullable: true })
  fax: string | null;

  @Field(() => String, { nullable: true })
  taxNumber: string | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => String, { nullable: true })
  currency: string | null;

  @Field(() => String, { nullable: true })
  language: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'none', 'factur-x' or 'xrechnung'; null: the workspace's.",
  })
  eInvoiceFormat: string | null;

  @Field(() => String, { nullable: true, description: 'BT-10 for new invoices (Leitweg-ID).' })
  buyerReference: string | null;

  @Field()
  archived: boolean;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => [CustomFieldValueModel], { description: 'Values of the client custom fields.' })
  customFields: CustomFieldValueModel[];
}

@ObjectType('ClientConnection')
export class ClientConnection {
  @Field(() => [ClientModel])
  nodes: ClientModel[];

  @Field(() => PageInfoModel)
  pageInfo: PageInfoModel;

  @Field(() => Int)
  totalCount: number;
}
