import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('EmailSend')
export class EmailSendModel {
  @Field(() => ID)
  id: string;

  @Field({ description: 'proposal or invoice' })
  documentKind: string;

  @Field(() => ID)
  documentId: string;

  @Field({ description: 'The To address.' })
  recipient: string;

  @Field(() => [String], { description: 'Copies, as the user gave them.' })
  cc: string[];

  @Field()
  subject: string;

  @Field({ description: 'queued, sent or failed' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Why sending failed.' })
  error: string | null;

  @Field(() => Int)
  openCount: number;

  @Field(() => Date, { nullable: true })
  lastOpenedAt: Date | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field()
  createdAt: Date;
}
