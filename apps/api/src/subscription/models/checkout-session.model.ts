import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('CheckoutSession')
export class CheckoutSessionModel {
  @Field({ description: 'Where to send the browser: the checkout page, or a page of this site.' })
  url: string;
}
