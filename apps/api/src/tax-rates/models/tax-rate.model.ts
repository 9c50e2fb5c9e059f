import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('TaxRate')
export class TaxRateModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Float, { description: 'Percent: 20, 9.975.' })
  percent: number;

  @Field()
  archived: boolean;

  @Field()
  createdAt: Date;
}
