import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NotificationModel } from '../../notifications/models/notification.model';

/** What a client did that the owner's open screens hear of at once. */
export enum ActivityKind {
  /** The subscription is listening: what follows is pushed; what came before is read by a query. */
  READY = 'READY',
  /** The client opened the document's page (its client link). */
  VIEWED = 'VIEWED',
  /** The client opened the document's e-mail (its tracking image loaded). */
  OPENED = 'OPENED',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  /** A payment made online (Stripe's webhook or the simulated gateway) was recorded. */
  PAID = 'PAID',
}
registerEnumType(ActivityKind, {
  name: 'ActivityKind',
  description: 'What happened. READY comes first on every subscription and names no document.',
});

@ObjectType('ActivityEvent')
export class ActivityEventModel {
  @Field(() => ID, {
    description: 'Unique per event: a client may see one event twice after a reconnect.',
  })
  id: string;

  @Field(() => ActivityKind)
  kind: ActivityKind;

  @Field(() => String, { nullable: true, description: 'proposal or invoice; null for READY' })
  documentKind: string | null;

  @Field(() => ID, { nullable: true })
  documentId: string | null;

  @Field(() => String, { nullable: true, description: 'The proposal or invoice number.' })
  number: string | null;

  @Field(() => String, { nullable: true, description: "A proposal's title; null for an invoice." })
  title: string | null;

  @Field(() => String, { nullable: true })
  clientName: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The document's status right after the event, as the lists read it.",
  })
  status: string | null;

  @Field()
  occurredAt: Date;

  @Field(() => NotificationModel, {
    nullable: true,
    description: 'The notice the event made for the bell (answers and online payments), if any.',
  })
  notification: NotificationModel | null;
}
