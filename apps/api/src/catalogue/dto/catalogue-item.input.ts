import { CatalogueRules } from '@dealdraft/domain';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { Money, OptionalText, Quantity, RequiredText } from '../../common/input/input-fields';

const R = CatalogueRules;

/** Create and full update (PUT) take the same payload; price and quantity follow document lines. */
@InputType()
export class CatalogueItemInput {
  @Field()
  @RequiredText(R.nameMax)
  name: string;

  @Field(() => String, { nullable: true })
  @OptionalText(R.descriptionMax, { singleLine: false })
  description?: string | null;

  @Field(() => Float, { description: 'US dollars per unit, at most 2 decimals.' })
  @Money()
  unitPrice: number;

  @Field(() => String, { nullable: true, description: 'hour, day, item (default) or free text.' })
  @OptionalText(R.unitMax)
  unit?: string | null;

  @Field(() => Int, { nullable: true, description: '1 by default.' })
  @Quantity()
  @IsOptional()
  defaultQuantity?: number | null;
}
