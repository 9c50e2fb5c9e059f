import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RecurringSchedule')
export class RecurringScheduleModel {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  templateInvoiceId: string;

  @Field({ description: "The template's number, as it is now." })
  templateInvoiceNumber: string;

  @Field({ description: "The template's client." })
  clientName: string;

  @Field({ description: "The template's currency (ISO 4217)." })
  currency: string;

  @Field(() => Float, { description: "The template's total: what each period issues." })
  amount: number;

  @Field({ description: 'week, two-weeks, month, quarter or year' })
  frequency: string;

  @Field(() => Int, { nullable: true, description: 'Month-based: the day of the month.' })
  dayOfMonth: number | null;

  @Field({ description: 'Month-based: on the last day of the month.' })
  lastDayOfMonth: boolean;

  @Field({ description: 'YYYY-MM-DD' })
  startDate: string;

  @Field(() => String, { nullable: true })
  endDate: string | null;

  @Field(() => Int, { nullable: true, description: 'How many invoices in all.' })
  count: number | null;

  @Field(() => Int)
  issuedCount: number;

  @Field()
  sendAutomatically: boolean;

  @Field({ description: 'active, paused or ended' })
  status: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Why it was paused for you (the plan ran out of invoices); null when you paused it.',
  })
  pausedReason: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The next period it issues (YYYY-MM-DD); null once ended.',
  })
  nextRunOn: string | null;

  @Field(() => String, { nullable: true, description: 'The last period issued.' })
  lastIssuedOn: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What happened on the last period besides the invoice: kept as a draft because the plan can no longer send.',
  })
  lastRunNote: string | null;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}
