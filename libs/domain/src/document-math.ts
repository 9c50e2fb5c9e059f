/**
 * A document's totals, computed once: line amounts, line and document discounts,
 * taxes by rate, subtotal and total, in integer minor units of the document's currency. The
 * api and the web form's preview call this one function, so they cannot disagree.
 *
 * Units: amounts are minor units (cents; yen; fils) as bigint. Percentages (discounts and tax
 * rates) are integer thousandths of a percent: 20% is 20_000, Québec's 9.975% is 9_975.
 * Every division is exact arithmetic on bigint fractions, rounded once, where the workspace's
 * rounding rule says.
 */

/** 100% in thousandths of a percent. */
export const HUNDRED_PERCENT = 100_000n;
export const MAX_TAXES_PER_LINE = 2;

export const ROUNDING_METHODS = ['half-up', 'half-even'] as const;
export type RoundingMethod = (typeof ROUNDING_METHODS)[number];
/**
 * 'line': each line's tax per rate is rounded, then summed (what a line-by-line invoice shows).
 * Not EN 16931-compliant: its BR-CO-17 wants each rate's tax to be its base × rate rounded once,
 * which a sum of rounded lines misses by up to half a unit per line.
 * 'total': each rate's tax is summed exactly over the lines and rounded once (the default: it is
 * what tax authorities compute from the rate summary, and never drifts with the line count).
 * In both, with prices including tax, the base is what is left of the price after the tax.
 */
export const ROUNDING_SCOPES = ['line', 'total'] as const;
export type RoundingScope = (typeof ROUNDING_SCOPES)[number];

export interface RoundingRule {
  scope: RoundingScope;
  method: RoundingMethod;
}

export const DEFAULT_ROUNDING: RoundingRule = { scope: 'total', method: 'half-up' };

/** Off a price: a percentage (thousandths of a percent) or an amount (minor units). */
export type Discount = { percent: bigint } | { amount: bigint };

export interface TaxRate {
  id: string;
  name: string;
  /** Thousandths of a percent: 20% is 20_000. */
  rate: bigint;
}

export interface MathLine {
  unitPrice: bigint;
  quantity: bigint;
  discount?: Discount | null;
  /** At most MAX_TAXES_PER_LINE ids of `taxes`. */
  taxIds?: readonly string[];
}

export interface MathDocument {
  lines: readonly MathLine[];
  /** The workspace's rates the document uses, by id. */
  taxes: readonly TaxRate[];
  /** Taxes on every line, besides each line's own. */
  documentTaxIds?: readonly string[];
  /** Off the whole document, before tax; shared out over the lines by their amounts. */
  discount?: Discount | null;
  /** Prices include their taxes (the tax is inside), rather than exclude them (added on top). */
  pricesIncludeTax?: boolean;
  rounding?: RoundingRule;
}

export interface LineResult {
  /** unitPrice × quantity. */
  gross: bigint;
  /** The line's own discount. */
  discount: bigint;
  /** The line's part of the document's discount. */
  documentDiscount: bigint;
  /** What the line charges: gross less both discounts (tax inside when prices include it). */
  amount: bigint;
  /** The amount without tax: the amount itself, or with tax inside, the amount less its taxes. */
  net: bigint;
  /** The line's taxes in whole units, as the rule's scope shared them out: net + tax is its gross. */
  tax: bigint;
}

export interface TaxSummary {
  id: string;
  name: string;
  rate: bigint;
  /** The amount the rate is charged on (without the tax). */
  base: bigint;
  tax: bigint;
}

export interface DocumentTotals {
  lines: LineResult[];
  /** Σ gross. */
  subtotal: bigint;
  /** Line discounts plus the document's discount. */
  discount: bigint;
  taxes: TaxSummary[];
  /** Σ taxes. */
  tax: bigint;
  /**
   * What the client pays. Prices without tax: subtotal − discount + tax. Prices with tax:
   * subtotal − discount (the tax is inside it).
   */
  total: bigint;
}

/** A non-negative fraction n/d on bigint. */
interface Fraction {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

function add(x: Fraction, y: Fraction): Fraction {
  const n = x.n * y.d + y.n * x.d;
  const d = x.d * y.d;
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** n/d to a whole number by the rule: half-up (0.5 → 1) or half-even (0.5 → 0, 1.5 → 2). */
export function roundFraction(n: bigint, d: bigint, method: RoundingMethod): bigint {
  if (n < 0n || d <= 0n) throw new RangeError('roundFraction takes n ≥ 0 and d > 0');
  const whole = n / d;
  const twice = 2n * (n % d);
  if (twice > d) return whole + 1n;
  if (twice < d) return whole;
  return method === 'half-up' || whole % 2n === 1n ? whole + 1n : whole;
}

const round = (x: Fraction, method: RoundingMethod) => roundFraction(x.n, x.d, method);

function discountOf(discount: Discount | null | undefined, of: bigint, method: RoundingMethod) {
  if (!discount) return 0n;
  const off =
    'percent' in discount
      ? roundFraction(of * clamp(discount.percent, HUNDRED_PERCENT), HUNDRED_PERCENT, method)
      : discount.amount;
  return clamp(off, of);
}

function clamp(value: bigint, max: bigint): bigint {
  if (value < 0n) return 0n;
  return value > max ? max : value;
}

/**
 * Shares `total` out over `weights` in proportion, exactly: each gets its floor, and the units
 * left go to the largest remainders (ties to the earlier line), so the shares sum to `total`.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] += 1n;
    left -= 1n;
  }
  return shares;
}

/** The totals of a document; throws RangeError on input the api's validation refuses. */
export function computeDocument(doc: MathDocument): DocumentTotals {
  const { scope, method } = doc.rounding ?? DEFAULT_ROUNDING;
  const ratesById = new Map(doc.taxes.map((tax) => [tax.id, tax]));
  for (const tax of doc.taxes) {
    if (tax.rate < 0n || tax.rate > HUNDRED_PERCENT) throw new RangeError(`tax rate ${tax.id}`);
  }

  const gross = doc.lines.map((line) => {
    if (line.unitPrice < 0n || line.quantity < 0n) throw new RangeError('negative line');
    return line.unitPrice * line.quantity;
  });
  const lineDiscounts = doc.lines.map((line, i) => discountOf(line.discount, gross[i], method));
  const afterLine = gross.map((g, i) => g - lineDiscounts[i]);
  const documentDiscount = discountOf(
    doc.discount,
    afterLine.reduce((a, b) => a + b, 0n),
    method,
  );
  const shares = allocate(documentDiscount, afterLine);
  const amounts = afterLine.map((a, i) => a - shares[i]);

  // Each line's rates: its own and the document's, each once.
  const lineRates = doc.lines.map((line) => {
    const ids = [...new Set([...(line.taxIds ?? []), ...(doc.documentTaxIds ?? [])])];
    if ((line.taxIds ?? []).length > MAX_TAXES_PER_LINE) throw new RangeError('too many taxes');
    return ids.map((id) => {
      const rate = ratesById.get(id);
      if (!rate) throw new RangeError(`unknown tax ${id}`);
      return rate;
    });
  });

  const inclusive = doc.pricesIncludeTax === true;
  // Each line's exact tax per rate: with tax inside, amount × rate / (100% + Σ rates).
  const exactTaxes = amounts.map((amount, i) => {
    const sum = lineRates[i].reduce((a, r) => a + r.rate, 0n);
    const d = inclusive ? HUNDRED_PERCENT + sum : HUNDRED_PERCENT;
    return lineRates[i].map((rate): Fraction => ({ n: amount * rate.rate, d }));
  });

  // In the order the document first uses them (a Map keeps insertion order), so the summary
  // does not depend on how the caller happened to list the rates.
  const used = new Map<string, number[]>(); // rate id → the lines it is on
  lineRates.forEach((rates, i) =>
    rates.forEach((rate) => used.set(rate.id, [...(used.get(rate.id) ?? []), i])),
  );

  // Each line's tax per rate in whole units, in the rule's scope: rounded on the line, or the
  // rate's total rounded once and shared out over its lines by their exact taxes.
  const lineTaxes = exactTaxes.map((taxes) => taxes.map(() => 0n));
  for (const [id, onLines] of used) {
    const exact = onLines.map((i) => exactTaxes[i][lineRates[i].findIndex((r) => r.id === id)]);
    const slot = (k: number) => lineRates[onLines[k]].findIndex((r) => r.id === id);
    if (scope === 'line') {
      exact.forEach((x, k) => (lineTaxes[onLines[k]][slot(k)] = round(x, method)));
    } else {
      const sum = exact.reduce(add, { n: 0n, d: 1n });
      // Over one common denominator, the exact taxes are whole-number weights.
      const common = exact.reduce((d, x) => (d / (gcd(d, x.d) || 1n)) * x.d, 1n);
      const weights = exact.map((x) => (x.n * common) / x.d);
      allocate(round(sum, method), weights).forEach(
        (share, k) => (lineTaxes[onLines[k]][slot(k)] = share),
      );
    }
  }

  // What a line charges without its tax. With tax inside, it is the amount less the tax taken
  // out in the same scope, never a second rounding of its own: so the base and the taxes add up
  // to the total to the unit (EN 16931 BR-CO-15), where rounding both would miss by one
  // whenever the tax lands on a half (10.05 with 20% inside: 8.375 + 1.675).
  const nets = amounts.map((amount, i) =>
    inclusive ? amount - lineTaxes[i].reduce((a, b) => a + b, 0n) : amount,
  );

  const taxes: TaxSummary[] = [...used].map(([id, onLines]) => {
    const tax = ratesById.get(id)!;
    const slot = (i: number) => lineRates[i].findIndex((r) => r.id === id);
    return {
      id,
      name: tax.name,
      rate: tax.rate,
      base: onLines.reduce((a, i) => a + nets[i], 0n),
      tax: onLines.reduce((a, i) => a + lineTaxes[i][slot(i)], 0n),
    };
  });

  const subtotal = gross.reduce((a, b) => a + b, 0n);
  const discount = lineDiscounts.reduce((a, b) => a + b, 0n) + documentDiscount;
  const tax = taxes.reduce((a, t) => a + t.tax, 0n);
  return {
    lines: doc.lines.map((_, i) => ({
      gross: gross[i],
      discount: lineDiscounts[i],
      documentDiscount: shares[i],
      amount: amounts[i],
      net: nets[i],
      tax: lineTaxes[i].reduce((a, b) => a + b, 0n),
    })),
    subtotal,
    discount,
    taxes,
    tax,
    total: inclusive ? subtotal - discount : subtotal - discount + tax,
  };
}

/**
 * Intl's currency formatter for a locale, made once: constructing one costs far more than
 * formatting, and lists and count-up animations format many amounts a second.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** Minor units of an ISO 4217 currency, as Intl knows them: JPY 0, USD 2, KWD 3. */
export function currencyMinorUnits(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    // resolvedOptions() builds a fresh object on every call: cached, as every money field of
    // every listed document asks (it was the largest single cost of a 50-row list).
    digits = currencyFormat('en', currency).resolvedOptions().maximumFractionDigits!;
    minorUnits.set(currency, digits);
  }
  return digits;
}
const minorUnits = new Map<string, number>();

/**
 * Whether `code` is an ISO 4217 currency this runtime formats, with at most three minor units
 * (which leaves out only accounting units such as Chile's CLF).
 */
export function isCurrencyCode(code: string): boolean {
  return (
    /^[A-Z]{3}$/.test(code) &&
    Intl.supportedValuesOf('currency').includes(code) &&
    currencyMinorUnits(code) <= 3
  );
}

/** 123456n JPY → "¥123,456"; 123456n EUR in de-DE → "1.234,56 €". */
export function formatMinor(amount: bigint, currency: string, locale = 'en-US'): string {
  const digits = currencyMinorUnits(currency);
  const scale = 10n ** BigInt(digits);
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  // A decimal string keeps every digit; Intl formats strings exactly (no float on the way).
  const text = `${negative ? '-' : ''}${abs / scale}${digits ? `.${(abs % scale).toString().padStart(digits, '0')}` : ''}`;
  return currencyFormat(locale, currency).format(text as unknown as number);
}
