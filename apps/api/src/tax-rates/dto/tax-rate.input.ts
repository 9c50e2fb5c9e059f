import {
  EInvoiceMessages,
  EInvoiceRules,
  TAX_CATEGORIES,
  TaxRateMessages,
  TaxRateRules,
  percentToThousandths,
  type TaxCategory,
} from '@dealdraft/domain';
import { Field, Float, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, ValidateBy } from 'class-validator';
import { OptionalText, RequiredText } from '../../common/input/input-fields';

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

  /**
   * Left out: a new rate is standard (S) above 0% and zero rated (Z) at 0%; an update keeps an
   * exempt-like category and picks S or Z again for the others.
   */
  @Field(() => String, {
    nullable: true,
    description: `UNCL5305 VAT category: ${TAX_CATEGORIES.join(', ')}.`,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || null : value,
  )
  @IsOptional()
  @IsIn(TAX_CATEGORIES, { message: EInvoiceMessages.taxCategory })
  category?: TaxCategory | null;

  /** Required for E, AE, K, G and O; refused for S and Z. Left out on an update: kept. */
  @Field(() => String, {
    nullable: true,
    description: 'Why no VAT is charged (BT-120), printed under the tax summary.',
  })
  @OptionalText(EInvoiceRules.exemptionReasonMax)
  exemptionReason?: string | null;
}
