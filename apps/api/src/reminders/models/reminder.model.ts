import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Reminder')
export class ReminderModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'proposal or invoice' })
  documentKind: string;

  @Field(() => ID)
  documentId: string;

  @Field(() => Int, {
    description: 'Days after sending (proposal) or relative to the due date (invoice).',
  })
  step: number;

  @Field({ description: 'The day (YYYY-MM-DD, UTC) it was due.' })
  day: string;

  @Field()
  recipient: string;

  @Field({ description: 'queued, sent, failed or cancelled (answered or paid meanwhile)' })
  status: string;

  @Field(() => String, { nullable: true })
  error: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field()
  createdAt: Date;
}

@ObjectType('ReminderSettings')
export class ReminderSettingsModel {
  @Field(() => [Int], { description: 'Days after sending a proposal that is still unanswered.' })
  proposalReminderDays: number[];

  @Field(() => [Int], {
    description: 'Days relative to an unpaid invoice’s due date (negative: before).',
  })
  invoiceReminderOffsets: number[];
}
