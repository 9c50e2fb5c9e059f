/**
 * A document's money by tax group: the lines that carry the same taxes, with what they charge
 * gross, net and in tax. A deposit invoice and a credit note state VAT on an amount that is a
 * share of another document's total; that share is spread over the document's groups in
 * proportion to their gross, so it carries the VAT the lines it stands for carry (an advance
 * payment is taxed like the supply it pays for, and a credit note corrects the VAT it credits).
 * Amounts are minor units as bigint, the units of document-math.
 */
import {
  allocate,
  computeDocument,
  HUNDRED_PERCENT,
  roundFraction,
  type DocumentTotals,
  type MathDocument,
  type RoundingMethod,
  type TaxRate,
} from './document-math';

export interface TaxGroup {
  /**
   * The rates on the group's lines, their own and the document's, in the order the document
   * names them; empty for the lines without tax.
   */
  rates: TaxRate[];
  /** What the lines charge with their taxes: net + tax. */
  gross: bigint;
  /** Without the taxes: the base the rates are charged on. */
  net: bigint;
  /** The taxes of all the group's rates together. */
  tax: bigint;
}

/**
 * The groups of a document's lines by the taxes they carry, in the order the lines first use
 * them, with the amounts computeDocument gave the lines (so the groups' gross adds up to the
 * total exactly, and with one rate per group, each group's net and tax are that rate's base
 * and tax in the summary). Lines that charge nothing count in no group.
 */
export function taxGroups(
  doc: MathDocument,
  totals: DocumentTotals = computeDocument(doc),
): TaxGroup[] {
  const ratesById = new Map(doc.taxes.map((rate) => [rate.id, rate]));
  const groups = new Map<string, TaxGroup>();
  doc.lines.forEach((line, i) => {
    const ids = new Set([...(line.taxIds ?? []), ...(doc.documentTaxIds ?? [])]);
    // In the document's order of its rates, so {A, B} and {B, A} are one group.
    const rates = doc.taxes.filter((rate) => ids.has(rate.id));
    for (const id of ids) if (!ratesById.has(id)) throw new RangeError(`unknown tax ${id}`);
    const key = rates.map((rate) => rate.id).join('\u0000');
    const { net, tax } = totals.lines[i];
    const group = groups.get(key) ?? { rates, gross: 0n, net: 0n, tax: 0n };
    group.net += net;
    group.tax += tax;
    group.gross += net + tax;
    groups.set(key, group);
  });
  return [...groups.values()].filter((group) => group.gross > 0n);
}

/**
 * `amount` shared out over `groups` in proportion to their gross (libs/domain's allocate: the
 * parts add up to the amount exactly), each part split into its net and tax: the tax taken out
 * of the part at its group's rates, rounded once by `method`, and the net the rest, so each
 * part's net + tax is its gross. A part that is its group's whole gross (the full amount of a
 * document) takes the group's net and tax as the document has them, to the unit. Parts of
 * nothing are left out.
 */
export function splitGross(
  amount: bigint,
  groups: readonly TaxGroup[],
  method: RoundingMethod = 'half-up',
): TaxGroup[] {
  if (amount < 0n) throw new RangeError('splitGross takes an amount of at least 0');
  const shares = allocate(
    amount,
    groups.map((group) => group.gross),
  );
  return groups
    .map((group, i): TaxGroup => {
      const gross = shares[i];
      if (gross === group.gross) return { ...group, rates: [...group.rates] };
      const sum = group.rates.reduce((a, rate) => a + rate.rate, 0n);
      const tax = roundFraction(gross * sum, HUNDRED_PERCENT + sum, method);
      return { rates: [...group.rates], gross, net: gross - tax, tax };
    })
    .filter((part) => part.gross > 0n);
}

/**
 * The lines of a deposit invoice for `amount` of `doc`'s total: one per tax group, quantity 1,
 * its price the group's share of the deposit with the tax inside, carrying the group's own
 * rates (the document's rates stay document rates: the deposit document names the same
 * `documentTaxIds`). Priced with tax inside, the deposit's lines charge exactly `amount`
 * whatever the rates, and each states the VAT its share carries.
 */
export function depositLines(
  doc: MathDocument,
  amount: bigint,
  totals: DocumentTotals = computeDocument(doc),
  method: RoundingMethod = doc.rounding?.method ?? 'half-up',
): { unitPrice: bigint; quantity: bigint; taxIds: string[]; part: TaxGroup }[] {
  const documentTaxIds = new Set(doc.documentTaxIds ?? []);
  return splitGross(amount, taxGroups(doc, totals), method).map((part) => ({
    unitPrice: part.gross,
    quantity: 1n,
    taxIds: part.rates.map((rate) => rate.id).filter((id) => !documentTaxIds.has(id)),
    part,
  }));
}

/**
 * The VAT inside `paidMinor` of a deposit invoice that charged `taxMinor` in its `totalMinor`, in
 * that proportion and rounded half up once: what a final invoice states of the deposit it
 * deducts (EN 16931 has no field for it; the PDF prints it, the e-invoice notes it).
 */
export function depositVat(paidMinor: bigint, taxMinor: bigint, totalMinor: bigint): bigint {
  return totalMinor > 0n ? roundFraction(taxMinor * paidMinor, totalMinor, 'half-up') : 0n;
}
