import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

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

  @Field(() => Date, {
    nullable: true,
    description: 'When the bell was opened on it; null: unread.',
  })
  seenAt: Date | null;
}

@ObjectType('NotificationFeed')
export class NotificationFeedModel {
  @Field(() => Int, { description: 'Notices not seen yet, in all (not only among items).' })
  unreadCount: number;

  @Field(() => [NotificationModel], { description: 'The newest first.' })
  items: NotificationModel[];
}
