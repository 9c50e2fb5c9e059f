import {
  currencyMinorUnits,
  DocumentMessages,
  DocumentMoneyMessages,
  documentTotals,
  parsePrice,
  parseQuantity,
  percentToThousandths,
  toMinor,
  type DiscountValue,
  type DocumentTotals,
  type MoneyTaxRate,
  type RoundingRule,
} from '@dealdraft/domain';
import { z } from 'zod/v4';

/**
 * A document's money as its form holds it: the currency and language, a discount
 * typed as a value and a kind, the taxes picked by id. Number inputs give strings, parsed here
 * for the live totals (libs/domain's documentTotals, the function the api saves with) and for
 * the payload.
 */
export type DiscountKind = 'percent' | 'amount';

export type MoneyLineValues = {
  discountKind: DiscountKind;
  /** Empty: no discount. */
  discountValue: string;
  taxRateIds: string[];
};

export type MoneyFormValues = {
  /** ISO 4217; empty lets the api choose (the client's, else the workspace's). */
  currency: string;
  language: string;
  pricesIncludeTax: boolean;
  discountKind: DiscountKind;
  discountValue: string;
  taxRateIds: string[];
  taxNote: string;
  clientTaxNumber: string;
};

/** What a line's price and quantity add to its money (proposal services and invoice lines). */
export type PricedMoneyLine = MoneyLineValues & { price: string; quantity: string };

export const BLANK_LINE_MONEY: MoneyLineValues = {
  discountKind: 'percent',
  discountValue: '',
  taxRateIds: [],
};

export function blankMoney(defaults: { currency?: string; language?: string } = {}) {
  return {
    currency: defaults.currency ?? '',
    language: defaults.language ?? '',
    pricesIncludeTax: false,
    discountKind: 'percent',
    discountValue: '',
    taxRateIds: [],
    taxNote: '',
    clientTaxNumber: '',
  } satisfies MoneyFormValues;
}

export const moneyLineSchema = {
  discountKind: z.enum(['percent', 'amount']),
  discountValue: z.string().trim(),
  taxRateIds: z.array(z.string()),
};

export const moneySchema = {
  currency: z.string(),
  language: z.string(),
  pricesIncludeTax: z.boolean(),
  ...moneyLineSchema,
  taxNote: z.string().trim().max(200, DocumentMessages.tooLong(200)),
  clientTaxNumber: z.string().trim(),
};

type StoredDiscount = { percent?: number | null; amount?: number | null } | null | undefined;

function discountValues(discount: StoredDiscount) {
  if (discount?.percent != null)
    return { discountKind: 'percent' as const, discountValue: String(discount.percent) };
  if (discount?.amount != null)
    return { discountKind: 'amount' as const, discountValue: String(discount.amount) };
  return { discountKind: 'percent' as const, discountValue: '' };
}

/** A stored line's money as the form edits it. */
export function lineMoneyValues(line: {
  discount?: StoredDiscount;
  taxRateIds?: string[] | null;
}): MoneyLineValues {
  return { ...discountValues(line.discount), taxRateIds: [...(line.taxRateIds ?? [])] };
}

/** A stored document's money as the form edits it. */
export function moneyValues(doc: {
  currency: string;
  language: string;
  pricesIncludeTax: boolean;
  discount?: StoredDiscount;
  taxRateIds: string[];
  taxNote?: string | null;
  clientTaxNumber?: string | null;
}): MoneyFormValues {
  return {
    currency: doc.currency,
    language: doc.language,
    pricesIncludeTax: doc.pricesIncludeTax,
    ...discountValues(doc.discount),
    taxRateIds: [...doc.taxRateIds],
    taxNote: doc.taxNote ?? '',
    clientTaxNumber: doc.clientTaxNumber ?? '',
  };
}

/** A typed discount as the api takes it; none when the value is empty. */
export function discountInput(kind: DiscountKind, value: string): DiscountValue | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  return kind === 'percent' ? { percent: number } : { amount: number };
}

export function lineMoneyInput(line: MoneyLineValues) {
  return {
    discount: discountInput(line.discountKind, line.discountValue),
    taxRateIds: line.taxRateIds,
  };
}

/**
 * A form's values as the api's money fields and the rest: the money is sent in the api's
 * shape (moneyInput), the rest as it is.
 */
export function splitMoney<V extends MoneyFormValues>(
  values: V,
): [ReturnType<typeof moneyInput>, Omit<V, keyof MoneyFormValues>] {
  const {
    currency,
    language,
    pricesIncludeTax,
    discountKind,
    discountValue,
    taxRateIds,
    taxNote,
    clientTaxNumber,
    ...rest
  } = values;
  const money = moneyInput({
    currency,
    language,
    pricesIncludeTax,
    discountKind,
    discountValue,
    taxRateIds,
    taxNote,
    clientTaxNumber,
  });
  return [money, rest];
}

/** The api's money fields; an empty currency or language lets the api choose. */
export function moneyInput(values: MoneyFormValues) {
  return {
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.language ? { language: values.language } : {}),
    pricesIncludeTax: values.pricesIncludeTax,
    discount: discountInput(values.discountKind, values.discountValue),
    taxRateIds: values.taxRateIds,
    taxNote: values.taxNote.trim() || null,
    clientTaxNumber: values.clientTaxNumber.trim() || null,
  };
}

/** Whether the document uses taxes or discounts (its controls then open already). */
export function usesTaxOrDiscount(values: MoneyFormValues & { lines: PricedMoneyLine[] }): boolean {
  return (
    values.discountValue !== '' ||
    values.taxRateIds.length > 0 ||
    values.pricesIncludeTax ||
    values.lines.some((line) => line.discountValue !== '' || line.taxRateIds.length > 0)
  );
}

/** The live totals, as the api will compute them on save. */
export function previewTotals(
  values: MoneyFormValues & { lines: PricedMoneyLine[] },
  currency: string,
  taxRates: readonly MoneyTaxRate[],
  rounding?: RoundingRule,
): DocumentTotals {
  return documentTotals({
    currency,
    lines: values.lines.map((line) => ({
      price: parsePrice(line.price),
      quantity: parseQuantity(line.quantity),
      discount: discountInput(line.discountKind, line.discountValue),
      taxRateIds: line.taxRateIds,
    })),
    taxRates,
    taxRateIds: values.taxRateIds,
    discount: discountInput(values.discountKind, values.discountValue),
    pricesIncludeTax: values.pricesIncludeTax,
    rounding,
  });
}

const MM = DocumentMoneyMessages;

function decimalsMessage(currency: string): string {
  const digits = currencyMinorUnits(currency);
  return digits === 2 ? DocumentMessages.priceDecimals : MM.priceDecimals(currency, digits);
}

/**
 * Why a typed percent or amount (a discount, a proposal's deposit) is not one the api takes in
 * `currency`, or null (an empty value too).
 */
export function discountValueProblem(
  kind: DiscountKind,
  value: string,
  currency: string,
): string | null {
  if (value.trim() === '') return null;
  const number = Number(value);
  if (kind === 'percent')
    return Number.isFinite(number) && percentToThousandths(number) !== null
      ? null
      : MM.discountPercent;
  if (!Number.isFinite(number) || number < 0) return MM.discountAmount;
  return toMinor(number, currency) === null ? decimalsMessage(currency) : null;
}

/**
 * The checks that need the currency (a price's decimals, an amount off) and the discounts'
 * ranges, as the api makes them, on the fields they concern.
 */
export function refineMoney(
  values: MoneyFormValues & { lines: (MoneyLineValues & { price: string | number })[] },
  ctx: z.RefinementCtx,
  currency: string,
): void {
  const decimals = decimalsMessage(currency);
  const discountProblem = (kind: DiscountKind, value: string) =>
    discountValueProblem(kind, value, currency);
  values.lines.forEach((line, index) => {
    const price = parsePrice(line.price);
    if (price >= 0 && toMinor(price, currency) === null)
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'price'], message: decimals });
    const problem = discountProblem(line.discountKind, line.discountValue);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['lines', index, 'discountValue'], message: problem });
  });
  const problem = discountProblem(values.discountKind, values.discountValue);
  if (problem) ctx.addIssue({ code: 'custom', path: ['discountValue'], message: problem });
}

/** The form's name for a money field the api names in an error ("lineItems.0.discount.amount"). */
export function moneyFormPath(field: string): string {
  return field
    .replace(/^(lines\.\d+\.)?discount(\.(percent|amount))?$/, '$1discountValue')
    .replace(/^(lines\.\d+\.)?taxRateIds$/, '$1taxRateIds');
}

/** What a picked client brings to a document: their currency, language and tax number. */
export function clientMoneyDefaults(client: {
  currency?: string | null;
  language?: string | null;
  taxNumber?: string | null;
}): Partial<Record<'currency' | 'language' | 'clientTaxNumber', string>> {
  return {
    ...(client.currency ? { currency: client.currency } : {}),
    ...(client.language ? { language: client.language } : {}),
    ...(client.taxNumber ? { clientTaxNumber: client.taxNumber } : {}),
  };
}
