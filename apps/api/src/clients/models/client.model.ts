import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfoModel } from '../../common/paging/page.models';

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

  @Field()
  archived: boolean;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
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
