import { TaxRateMessages, TaxRateRules, percentToThousandths } from '@dealdraft/domain';
import { Field, Float, InputType } from '@nestjs/graphql';
import { IsNumber, ValidateBy } from 'class-validator';
import { RequiredText } from '../../common/input/input-fields';

/** Create and full update (PUT). */
@InputType()
export class TaxRateInput {
  @Field({ description: 'As printed: "VAT", "GST", "QST".' })
  @RequiredText(TaxRateRules.nameMax)
  name: string;

  @Field(() => Float, { description: 'Percent, 0 to 100, at most three decimals (9.975).' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: TaxRateMessages.percent })
  @ValidateBy({
    name: 'taxPercent',
    validator: {
      validate: (value) => typeof value === 'number' && percentToThousandths(value) !== null,
      defaultMessage: () => TaxRateMessages.percent,
    },
  })
  percent: number;
}
