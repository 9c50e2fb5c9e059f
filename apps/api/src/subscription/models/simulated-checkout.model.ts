import { Field, Int, ObjectType } from '@nestjs/graphql';

/** What the simulated checkout page shows before Pay or Decline. */
@ObjectType('SimulatedCheckout')
export class SimulatedCheckoutModel {
  @Field({ description: 'freelancer or business' })
  plan: string;

  @Field()
  planName: string;

  @Field(() => Int, { description: 'Whole US dollars a month.' })
  price: number;

  @Field()
  successUrl: string;

  @Field()
  cancelUrl: string;
}
