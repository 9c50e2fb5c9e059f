import {
  DocumentMessages,
  formatUsd,
  fromCents,
  MAX_PRICE,
  MAX_QUANTITY,
  Messages,
  parsePrice,
  parseQuantity,
  sumCents,
  toCents,
  type PricedLine,
} from '@dealdraft/domain';
import { z } from 'zod/v4';
import { optionalText, requiredText } from './form-rules';
import { customValuesSchema, type CustomValuesForm } from './custom-values';
import {
  BLANK_LINE_MONEY,
  moneyLineSchema,
  type MoneyFormValues,
  type MoneyLineValues,
} from './money-form';

/**
 * One line of a proposal's services or an invoice's line items, as the form holds it. Number
 * inputs give strings; they are parsed by the spec's rules (§5) for the totals and on submit,
 * so a half-typed "12." is never rewritten under the cursor.
 */
export type LineItemValues = MoneyLineValues & {
  description: string;
  /** Invoices only. */
  extraDetails: string;
  /** Price of a service, rate of an invoice line, per unit in the document's currency. */
  price: string;
  quantity: string;
};

/**
 * A line's custom values by field id (see custom-values.ts), beside its typed fields: kept out of
 * LineItemValues, whose paths a record of any key would blur for every field's error type.
 */
export type LineCustomValues = { customFields?: CustomValuesForm };

/** The part of a form the line editor works on: the lines and the document's money. */
export type LineItemsFormValues = MoneyFormValues & { lines: LineItemValues[] };

/** Spec §5: a new line has price 0 and quantity 1 (and no discount or tax). */
export const BLANK_LINE: LineItemValues = {
  description: '',
  extraDetails: '',
  price: '0',
  quantity: '1',
  ...BLANK_LINE_MONEY,
  taxRateIds: [],
};

const v = Messages.validation;
const D = DocumentMessages;

export const lineItemSchema = z.object({
  description: requiredText(),
  extraDetails: optionalText(),
  price: z
    .string()
    .transform(parsePrice)
    // Its decimals depend on the document's currency: refineMoney checks them.
    .pipe(z.number().min(0, v.positive).max(MAX_PRICE, D.priceMax)),
  quantity: z
    .string()
    .transform(parseQuantity)
    .pipe(z.number().min(1, v.positive).max(MAX_QUANTITY, D.quantityRange)),
  customFields: customValuesSchema.optional(),
  ...moneyLineSchema,
});

export const lineItemsSchema = (atLeastOneMessage: string) =>
  z.array(lineItemSchema).min(1, atLeastOneMessage);

/**
 * The quantity as the totals count it (spec §5: parsed as an integer, else 1), as text: a
 * quantity field shows this once left, so "1.5" reads 1, the number that is multiplied.
 */
export const countedQuantity = (quantity: string): string => String(parseQuantity(quantity));

function pricedLine({ price, quantity }: Pick<LineItemValues, 'price' | 'quantity'>): PricedLine {
  const dollars = parsePrice(price);
  // A price with more than two decimals is flagged on its field; the live total rounds it.
  return {
    unitCents: toCents(dollars) ?? Math.round(dollars * 100),
    quantity: parseQuantity(quantity),
  };
}

/** Price × quantity in integer cents, so 0.1 + 0.2 totals 30 cents exactly. */
export function lineCents(line: Pick<LineItemValues, 'price' | 'quantity'>): bigint {
  return sumCents([pricedLine(line)]);
}

export function totalCents(lines: Pick<LineItemValues, 'price' | 'quantity'>[]): bigint {
  return sumCents(lines.map(pricedLine));
}

/** "$1,234.50" */
export const formatCents = (cents: bigint): string => formatUsd(fromCents(cents));
