import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ClientLink')
export class ClientLinkModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'proposal or invoice' })
  documentKind: string;

  @Field(() => ID)
  documentId: string;

  @Field({ description: 'The public page, to share with the client.' })
  url: string;

  @Field({ description: 'Neither revoked nor expired.' })
  live: boolean;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field(() => Int)
  viewCount: number;

  @Field(() => Date, { nullable: true })
  firstViewedAt: Date | null;

  @Field(() => Date, { nullable: true })
  lastViewedAt: Date | null;

  @Field()
  createdAt: Date;
}
