import { defaultTaxCategory, fromMinor, thousandthsToPercent } from '@dealdraft/domain';
import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import type { DocumentMoneyColumns, StoredDiscount, StoredMoneyLine } from './money.columns';
import { DocumentActivityFields } from '../../common/paging/page.models';

@ObjectType('Discount')
export class DiscountModel {
  @Field(() => Float, { nullable: true, description: 'Percent off.' })
  percent: number | null;

  @Field(() => Float, { nullable: true, description: "Amount off, in the document's currency." })
  amount: number | null;
}

@ObjectType('TaxSummary')
export class TaxSummaryModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Float, { description: '20 for 20%.' })
  percent: number;

  @Field({ description: 'Its VAT category as issued (UNCL5305: S, Z, E, AE, K, G, O).' })
  category: string;

  @Field(() => String, { nullable: true, description: 'Why no VAT is charged (BT-120).' })
  exemptionReason: string | null;

  @Field(() => Float, { description: 'What the rate is charged on (without the tax).' })
  base: number;

  @Field(() => Float)
  amount: number;
}

/** A line's money besides its price and quantity. */
@ObjectType({ isAbstract: true })
export abstract class MoneyLineFields {
  @Field(() => DiscountModel, { nullable: true })
  discount: DiscountModel | null;

  @Field(() => [ID])
  taxRateIds: string[];
}

/** The money of a document, as issued: every amount in major units of `currency`. */
@ObjectType({ isAbstract: true })
export abstract class DocumentMoneyFields extends DocumentActivityFields {
  @Field({ description: 'ISO 4217.' })
  currency: string;

  @Field({ description: 'What the PDF, the client page and the e-mails are written in.' })
  language: string;

  @Field()
  pricesIncludeTax: boolean;

  @Field(() => DiscountModel, { nullable: true, description: 'Off the whole document.' })
  discount: DiscountModel | null;

  @Field(() => [ID], { description: 'Taxes on every line.' })
  taxRateIds: string[];

  @Field(() => String, { nullable: true })
  taxNote: string | null;

  @Field(() => String, { nullable: true })
  clientTaxNumber: string | null;

  @Field(() => Float, { description: 'Σ price × quantity.' })
  subtotal: number;

  @Field(() => Float, { description: 'Line discounts and the document discount.' })
  discountTotal: number;

  @Field(() => Float)
  taxTotal: number;

  @Field(() => Float, { description: 'What the client pays.' })
  total: number;

  @Field(() => [TaxSummaryModel], { description: 'Each tax by rate, with its base.' })
  taxes: TaxSummaryModel[];
}

export function discountModel(
  discount: StoredDiscount | null | undefined,
  currency: string,
): DiscountModel | null {
  if (!discount) return null;
  return 'percent' in discount
    ? { percent: thousandthsToPercent(discount.percent), amount: null }
    : { percent: null, amount: fromMinor(discount.amount, currency) };
}

/** The model fields of a stored document's money (amounts back in major units). */
export function moneyFieldsOf(
  row: DocumentMoneyColumns,
): Omit<DocumentMoneyFields, keyof DocumentActivityFields> {
  const { currency } = row;
  return {
    currency,
    language: row.language,
    pricesIncludeTax: row.pricesIncludeTax,
    discount: discountModel(row.discount, currency),
    taxRateIds: row.documentTaxIds,
    taxNote: row.taxNote,
    clientTaxNumber: row.clientTaxNumber,
    subtotal: fromMinor(row.subtotalMinor, currency),
    discountTotal: fromMinor(row.discountMinor, currency),
    taxTotal: fromMinor(row.taxMinor, currency),
    total: fromMinor(row.totalMinor, currency),
    taxes: row.taxSummary.map((tax) => ({
      id: tax.id,
      name: tax.name,
      percent: thousandthsToPercent(tax.rate),
      category: tax.category ?? defaultTaxCategory(tax.rate),
      exemptionReason: tax.exemptionReason ?? null,
      base: fromMinor(tax.base, currency),
      amount: fromMinor(tax.tax, currency),
    })),
  };
}

export function moneyLineOf(line: StoredMoneyLine, currency: string): MoneyLineFields {
  return { discount: discountModel(line.discount, currency), taxRateIds: line.taxIds ?? [] };
}
