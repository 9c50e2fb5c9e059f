/**
 * Money is integer cents in code and numeric(…,2) in the database, so 0.1 + 0.2 is 30 cents,
 * not 0.30000000000000004 dollars. Totals are summed as BigInt: 100 lines of the largest price
 * at the largest quantity exceed Number.MAX_SAFE_INTEGER.
 */
export type Cents = number;

export const MAX_PRICE = 9_999_999.99;
export const MAX_PRICE_CENTS: Cents = 999_999_999;
export const MAX_QUANTITY = 100_000;
/** numeric(14,2): the largest total a document may hold. */
export const MAX_TOTAL_CENTS = 99_999_999_999_999n;

/** Whole cents from a dollar amount with at most two decimals; null when it has more. */
export function toCents(dollars: number): Cents | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // Reject 1.005 and friends rather than round a price the user did not type. cents / 100 is
  // the double nearest that decimal, so it equals the input exactly when the input had at most
  // two decimals.
  if (cents / 100 === dollars) return cents;
  // A client's own arithmetic leaves float noise (100.1 * 3 = 300.29999999999995) that still
  // names a cent amount; a non-zero price that only rounds to 0 (1e-20, 5e-7) does not.
  return cents !== 0 && Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return toCents(value) !== null;
}

export function fromCents(cents: Cents | bigint): number {
  return Number(cents) / 100;
}

/** "12.30" from 1230n: exact, for numeric columns. */
export function centsToDecimalString(cents: bigint | number): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** 1230 from "12.30" or "12.3" (numeric columns come back from pg as strings). */
export function decimalStringToCents(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.trim().split('.');
  const negative = whole.startsWith('-');
  const cents =
    BigInt(whole.replace('-', '') || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export interface PricedLine {
  /** Cents per unit. */
  unitCents: Cents;
  quantity: number;
}

export function lineTotalCents(line: PricedLine): bigint {
  return BigInt(line.unitCents) * BigInt(line.quantity);
}

export function sumCents(lines: PricedLine[]): bigint {
  return lines.reduce((total, line) => total + lineTotalCents(line), 0n);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50": USD in US format, as the spec asks. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** The form's parsing rules (spec section 5): decimals fall back to 0, quantities to 1. */
export function parsePrice(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseFloat(input);
  return Number.isFinite(value) ? value : 0;
}

export function parseQuantity(input: string | number): number {
  const value = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input, 10);
  return Number.isFinite(value) ? value : 1;
}
