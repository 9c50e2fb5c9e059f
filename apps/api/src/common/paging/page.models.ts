import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@ObjectType('PageInfo')
export class PageInfoModel {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

/** E-mail activity shown beside every document ("Opened 2×"). */
@ObjectType({ isAbstract: true })
export abstract class DocumentActivityFields {
  @Field(() => Int, {
    description: 'Opens of the tracking pixel, over every e-mail of this document.',
  })
  emailOpenCount: number;

  @Field(() => Date, { nullable: true })
  lastSentAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'queued, sent or failed: the latest e-mail.',
  })
  lastEmailStatus: string | null;

  @Field(() => Int, { description: 'Visits of the client page, over every link of this document.' })
  clientViewCount: number;

  @Field(() => Date, { nullable: true })
  clientLastViewedAt: Date | null;

  @Field({ description: 'Follow-up reminders run for this document.' })
  remindersEnabled: boolean;
}
