import { Field, ObjectType } from '@nestjs/graphql';

/** What the workspace may know of its connected account: never the keys. */
@ObjectType('PaymentAccount')
export class PaymentAccountModel {
  @Field({ description: 'Whether a Stripe account is connected.' })
  connected: boolean;

  @Field(() => String, { nullable: true, description: "The secret key's last four characters." })
  keyHint: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Live keys (true) or test keys.' })
  livemode: boolean | null;

  @Field(() => String, { nullable: true })
  stripeAccountId: string | null;

  @Field(() => String, { nullable: true })
  accountName: string | null;

  @Field(() => Date, { nullable: true })
  connectedAt: Date | null;

  @Field({ description: 'Whether this server can keep keys (PAYMENT_KEYS_SECRET is set).' })
  available: boolean;

  @Field({
    description: "The workspace's webhook endpoint, to add in Stripe (Developers → Webhooks).",
  })
  webhookUrl: string;

  @Field(() => [String], { description: 'The events to send to it.' })
  webhookEvents: string[];
}
