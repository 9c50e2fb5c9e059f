import {
  MAX_RECURRENCE_COUNT,
  Messages,
  RECURRENCE_FREQUENCIES,
  RecurrenceMessages,
  type RecurrenceFrequency,
  RecurringMessages,
} from '@dealdraft/domain';
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { NotBefore, OptionalDate, RequiredDate } from '../../common/input/input-fields';

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * Chosen: a value, where `false` (an unticked "last day of the month", as forms send it) is as
 * good as left out.
 */
const chosen = (value: unknown) => given(value) && value !== false;

/** Refuses the property when the sibling `field` is chosen too (one or the other). */
const NotWith = (field: string, message: string) =>
  ValidateBy({
    name: 'notWith',
    validator: {
      validate: (value, args) =>
        !chosen(value) || !chosen((args?.object as Record<string, unknown>)[field]),
      defaultMessage: () => message,
    },
  });

/** Create and full update (PUT): an update applies from the next period on. */
@InputType()
export class RecurringScheduleInput {
  @Field(() => ID, { description: "The invoice each period copies (the workspace's own)." })
  @IsUUID('all', { message: Messages.validation.invalidId })
  templateInvoiceId: string;

  @Field(() => String, { description: 'week, two-weeks, month, quarter or year' })
  @IsIn(RECURRENCE_FREQUENCIES, { message: RecurringMessages.frequency })
  frequency: RecurrenceFrequency;

  @Field(() => Int, {
    nullable: true,
    description:
      "Month, quarter, year: the day of the month (1–31; the 31st is the 30th in April). Left out with lastDayOfMonth false: the start's day. Weekly schedules keep the start's weekday.",
  })
  @IsOptional()
  @IsInt({ message: RecurrenceMessages.dayOfMonth })
  @Min(1, { message: RecurrenceMessages.dayOfMonth })
  @Max(31, { message: RecurrenceMessages.dayOfMonth })
  @NotWith('lastDayOfMonth', RecurringMessages.dayAndLastDay)
  dayOfMonth?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'On the last day of the month.' })
  @IsOptional()
  @IsBoolean()
  lastDayOfMonth?: boolean | null;

  @Field({ description: 'YYYY-MM-DD, today or later: the first period is on or after it.' })
  @RequiredDate()
  startDate: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: no invoice after it.' })
  @OptionalDate()
  @NotBefore('startDate', RecurrenceMessages.endBeforeStart)
  @NotWith('count', RecurrenceMessages.endOrCount)
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many invoices in all.' })
  @ValidateIf((_object, value) => given(value))
  @IsInt({ message: RecurrenceMessages.count })
  @Min(1, { message: RecurrenceMessages.count })
  @Max(MAX_RECURRENCE_COUNT, { message: RecurrenceMessages.count })
  count?: number | null;

  @Field({
    description:
      'E-mail each invoice to the client (PDF and pay link) as it is issued; false keeps them as drafts.',
  })
  @IsBoolean()
  sendAutomatically: boolean;
}
