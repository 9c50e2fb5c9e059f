/**
 * A document's money as people type it (prices in major units, percents with up to three
 * decimals) turned into document-math's units, and back. The api stores what `documentTotals`
 * answers; the web form previews the same call, so the two cannot disagree.
 */
import {
  computeDocument,
  currencyMinorUnits,
  formatMinor,
  type Discount,
  type DocumentTotals,
  type RoundingRule,
} from './document-math';
import { MAX_PRICE } from './money';
import { percentToThousandths } from './tax-rates';

/** A discount as typed: a percent (0–100, ≤ 3 decimals) or an amount in the currency. */
export interface DiscountValue {
  percent?: number | null;
  amount?: number | null;
}

export interface MoneyLine {
  /** Major units of the document's currency: 12.5 is €12.50. */
  price: number;
  quantity: number;
  discount?: DiscountValue | null;
  taxRateIds?: readonly string[] | null;
}

export interface MoneyTaxRate {
  id: string;
  name: string;
  /** 9.975 for 9.975%. */
  percent: number;
}

export interface MoneyInput {
  currency: string;
  lines: readonly MoneyLine[];
  /** Every rate the lines or the document name. */
  taxRates: readonly MoneyTaxRate[];
  /** Taxes on every line. */
  taxRateIds?: readonly string[] | null;
  discount?: DiscountValue | null;
  pricesIncludeTax?: boolean | null;
  rounding?: RoundingRule;
}

/** Currencies a document may use: the ones Intl knows with at most three minor units. */
export const MAX_MINOR_UNITS = 3;

export const DocumentMoneyMessages = {
  currency: 'Choose a currency by its ISO 4217 code, like EUR or USD',
  /** A price with more decimals than its currency has (USD keeps the spec's message). */
  priceDecimals: (currency: string, digits: number) =>
    digits === 0
      ? `Prices in ${currency} are whole numbers`
      : `Prices in ${currency} have at most ${digits} decimals`,
  discountShape: 'Give the discount as {"percent": 10} or {"amount": 5}',
  discountOneOf: 'Give the discount as a percent or as an amount, not both',
  discountPercent: 'Enter a percent from 0 to 100 with at most three decimals, like 10 or 2.5',
  discountAmount: 'Enter an amount of at least 0',
  discountTooLarge: 'The discount is larger than the amount it is taken from',
  taxRatesMax: 'A line takes at most 2 taxes',
  taxRateRepeated: 'The same tax is named twice',
  taxRateNotFound: 'Tax rate not found',
  taxRateArchived: 'This tax rate is archived: restore it to use it on a document',
} as const;

export const WorkspaceMoneyMessages = {
  roundingScope: 'Must be line or total',
  roundingMethod: 'Must be half-up or half-even',
} as const;

/** `value` in minor units of `currency`, or null when it has more decimals than the currency. */
export function toMinor(value: number, currency: string): bigint | null {
  if (!Number.isFinite(value)) return null;
  const digits = currencyMinorUnits(currency);
  const scale = 10 ** digits;
  const minor = Math.round(value * scale);
  // As toCents does: exact when the typed value had at most `digits` decimals, or only float
  // noise away from such a value.
  if (minor / scale === value) return BigInt(minor);
  return minor !== 0 && Math.abs(minor - value * scale) < 1e-6 ? BigInt(minor) : null;
}

/** Minor units back to a number of major units (exact for every amount a document can hold). */
export function fromMinor(minor: bigint | number | string, currency: string): number {
  return Number(minor) / 10 ** currencyMinorUnits(currency);
}

/** The largest unit price, in the currency's minor units (the spec's $9,999,999.99 in cents). */
export function maxPriceMinor(currency: string): bigint {
  return (BigInt(Math.round(MAX_PRICE * 100)) * 10n ** BigInt(currencyMinorUnits(currency))) / 100n;
}

/** A typed discount in math units; null for none, undefined when it is not valid. */
export function toDiscount(
  value: DiscountValue | null | undefined,
  currency: string,
): Discount | null | undefined {
  if (!value) return null;
  const hasPercent = value.percent !== null && value.percent !== undefined;
  const hasAmount = value.amount !== null && value.amount !== undefined;
  if (hasPercent && hasAmount) return undefined;
  if (hasPercent) {
    const percent = percentToThousandths(value.percent!);
    return percent === null ? undefined : percent === 0n ? null : { percent };
  }
  if (hasAmount) {
    const amount = value.amount! < 0 ? null : toMinor(value.amount!, currency);
    return amount === null ? undefined : amount === 0n ? null : { amount };
  }
  return null;
}

/**
 * The totals of a typed document. Values it cannot read (a price with too many decimals, an
 * invalid discount) count as nothing: the form previews while the user types, and the api
 * validates before it calls this.
 */
export function documentTotals(input: MoneyInput): DocumentTotals {
  const { currency } = input;
  const known = new Set(input.taxRates.map((rate) => rate.id));
  const ids = (list: readonly string[] | null | undefined) =>
    [...new Set(list ?? [])].filter((id) => known.has(id));
  return computeDocument({
    lines: input.lines.map((line) => ({
      unitPrice: line.price > 0 ? (toMinor(line.price, currency) ?? 0n) : 0n,
      quantity: BigInt(Math.max(0, Math.trunc(line.quantity) || 0)),
      discount: toDiscount(line.discount, currency) ?? null,
      taxIds: ids(line.taxRateIds).slice(0, 2),
    })),
    taxes: input.taxRates.map((rate) => ({
      id: rate.id,
      name: rate.name,
      rate: percentToThousandths(rate.percent) ?? 0n,
    })),
    documentTaxIds: ids(input.taxRateIds),
    discount: toDiscount(input.discount, currency) ?? null,
    pricesIncludeTax: input.pricesIncludeTax === true,
    rounding: input.rounding,
  });
}

/** The label of a percent in a locale: 9.975 → "9,975 %" in de-DE, "9.975%" in en-US. */
export function formatPercent(percent: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
    percent / 100,
  );
}

/** An amount in major units, written as the locale writes the currency: "1.234,56 €". */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  const minor = BigInt(Math.round(Math.abs(amount) * 10 ** currencyMinorUnits(currency)));
  return formatMinor(amount < 0 ? -minor : minor, currency, locale);
}
