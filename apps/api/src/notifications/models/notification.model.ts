import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'proposal or invoice' })
  documentKind: string;

  @Field(() => ID)
  documentId: string;

  @Field()
  message: string;

  @Field()
  createdAt: Date;
}
