import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('TaxRate')
export class TaxRateModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Float, { description: 'Percent: 20, 9.975.' })
  percent: number;

  @Field({ description: 'UNCL5305 VAT category: S, Z, E, AE, K, G or O.' })
  category: string;

  @Field(() => String, { nullable: true, description: 'BT-120, for E, AE, K, G and O.' })
  exemptionReason: string | null;

  @Field()
  archived: boolean;

  @Field()
  createdAt: Date;
}
