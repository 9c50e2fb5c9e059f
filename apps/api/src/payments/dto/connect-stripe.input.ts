import {
  PaymentAccountMessages,
  STRIPE_KEY_MAX,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
} from '@dealdraft/domain';
import { Field, InputType } from '@nestjs/graphql';
import { IsString, Matches, MaxLength } from 'class-validator';

/** The workspace's own Stripe keys, pasted from its Stripe dashboard. */
@InputType()
export class ConnectStripeInput {
  @Field({ description: 'sk_test_…, sk_live_… or a restricted rk_ key. Never shown again.' })
  @Matches(STRIPE_SECRET_KEY_PATTERN, { message: PaymentAccountMessages.secretKey })
  @MaxLength(STRIPE_KEY_MAX, { message: PaymentAccountMessages.keyTooLong })
  @IsString({ message: PaymentAccountMessages.secretKey })
  secretKey: string;

  @Field({ description: "The signing secret of the workspace's webhook endpoint: whsec_…" })
  @Matches(STRIPE_WEBHOOK_SECRET_PATTERN, { message: PaymentAccountMessages.webhookSecret })
  @MaxLength(STRIPE_KEY_MAX, { message: PaymentAccountMessages.keyTooLong })
  @IsString({ message: PaymentAccountMessages.webhookSecret })
  webhookSecret: string;
}
