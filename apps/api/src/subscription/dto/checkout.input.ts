import { PAID_PLAN_IDS, parsePaidPlan, SubscriptionMessages } from '@dealdraft/domain';
import type { PaidPlanId } from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';

const M = SubscriptionMessages;

/** Subscribe and upgrade: which plan, and the two pages Stripe returns to. */
@InputType()
export class CheckoutInput {
  @Field(() => String, { description: 'freelancer or business, in any letter case.' })
  // Spec §5: the plan's lowercase name decides; the price comes from the server's own map.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (parsePaidPlan(value) ?? value) : value,
  )
  @IsIn(PAID_PLAN_IDS, { message: M.invalidPlan })
  plan: PaidPlanId;

  @Field({ description: 'A page of this site, e.g. {origin}/payment-success.' })
  @MaxLength(2000, { message: M.invalidReturnUrl })
  @IsString({ message: M.invalidReturnUrl })
  successUrl: string;

  @Field({ description: 'A page of this site, e.g. {origin}/payment-decline.' })
  @MaxLength(2000, { message: M.invalidReturnUrl })
  @IsString({ message: M.invalidReturnUrl })
  cancelUrl: string;
}
