import {
  currencyMinorUnits,
  DocumentMessages,
  DocumentMoneyMessages,
  documentTotals,
  FieldCode,
  type FieldRefusal,
  maxPriceMinor,
  MAX_TOTAL_CENTS,
  PaymentMessages,
  thousandthsToPercent,
  toDiscount,
  toMinor,
  type DiscountValue,
  type MoneyLine,
  type Refusal,
  type RoundingRule,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TaxCategory } from '@dealdraft/domain';
import { invalidField, invalidFields } from '../../common/errors/validation';
import type {
  DocumentMoneyColumns,
  StoredDiscount,
  StoredMoneyLine,
  StoredTaxRate,
} from './money.columns';
import type { DocumentMoneyInput } from './money.inputs';
// A stored discount read back as typed, for an update that leaves the discount out.
import { discountModel } from './money.models';

const MM = DocumentMoneyMessages;

/** Where a document's lines sit in its input, for error paths: lineItems.0.rate, services.2.price. */
export interface LinePaths {
  lines: 'lineItems' | 'services';
  price: 'rate' | 'price';
}

/**
 * What a document's money takes where its input leaves a field out and it has nothing stored:
 * the client's currency, language and tax number, else the workspace's currency and language;
 * the workspace's rounding. Each owner reads its own (ClientsService.moneyDefaults).
 */
export interface MoneyDefaults {
  currency: string;
  language: string;
  rounding: RoundingRule;
  client: { currency: string | null; language: string | null; taxNumber: string | null };
}

/**
 * Settles a document's money on save, in the write's transaction: the currency and language
 * (typed, else kept on update, else the client's, else the workspace's), the tax rates it names
 * (the workspace's, copied in as issued), the checks that need the currency (decimals, discounts
 * no larger than what they come off), and the totals from libs/domain's documentTotals (the
 * function the web form previews with).
 */
@Injectable()
export class DocumentMoneyService {
  async settle(
    manager: EntityManager,
    workspaceId: string,
    input: DocumentMoneyInput,
    lines: readonly MoneyLine[],
    paths: LinePaths,
    defaults: MoneyDefaults,
    current: DocumentMoneyColumns | null,
  ): Promise<{ columns: DocumentMoneyColumns; lines: StoredMoneyLine[] }> {
    const kept = <K extends keyof DocumentMoneyInput, T>(
      key: K,
      stored: T | undefined,
      fallback: T,
    ) => (input[key] !== undefined ? (input[key] as T) : current ? (stored as T) : fallback);

    const currency =
      input.currency ?? current?.currency ?? defaults.client.currency ?? defaults.currency;
    const language =
      input.language ?? current?.language ?? defaults.client.language ?? defaults.language;
    const discountValue = kept(
      'discount',
      current ? discountModel(current.discount, current.currency) : null,
      null,
    ) as DiscountValue | null;
    const documentTaxIds = dedupe(
      kept('taxRateIds', current?.documentTaxIds, [] as string[]) ?? [],
    );
    const pricesIncludeTax = kept('pricesIncludeTax', current?.pricesIncludeTax, false) ?? false;
    const errors: FieldRefusal[] = [];
    const refuse = (field: string, code: string, message: string) =>
      errors.push({ field, code, message });

    const digits = currencyMinorUnits(currency);
    const maxPrice = maxPriceMinor(currency);
    const storedLines: StoredMoneyLine[] = lines.map((line, i) => {
      const at = `${paths.lines}.${i}`;
      const price = toMinor(line.price, currency);
      const priceAt = `${at}.${paths.price}`;
      if (price === null)
        refuse(priceAt, FieldCode.TooManyDecimals, priceDecimals(currency, digits));
      else if (price > maxPrice)
        refuse(priceAt, FieldCode.PriceTooLarge, DocumentMessages.priceMax);
      const discount = toDiscount(line.discount, currency);
      if (discount === undefined)
        errors.push({ field: `${at}.discount`, ...discountError(line.discount, currency) });
      const taxIds = dedupe(line.taxRateIds ?? []);
      if (taxIds.length !== (line.taxRateIds ?? []).length)
        refuse(`${at}.taxRateIds`, FieldCode.TaxRateRepeated, MM.taxRateRepeated);
      const gross = (price ?? 0n) * BigInt(line.quantity);
      if (discount && 'amount' in discount && discount.amount > gross)
        refuse(`${at}.discount.amount`, FieldCode.DiscountTooLarge, MM.discountTooLarge);
      return {
        unitPriceMinor: Number(price ?? 0n),
        quantity: line.quantity,
        ...(discount ? { discount: storedDiscount(discount) } : {}),
        ...(taxIds.length ? { taxIds } : {}),
      };
    });
    const discount = toDiscount(discountValue, currency);
    if (discount === undefined)
      errors.push({ field: 'discount', ...discountError(discountValue, currency) });

    const taxRates = await this.rates(manager, workspaceId, storedLines, documentTaxIds, current, {
      errors,
      paths,
    });
    if (errors.length) throw invalidFields(errors);

    const totals = documentTotals({
      currency,
      lines,
      taxRates: taxRates.map((rate) => ({
        id: rate.id,
        name: rate.name,
        percent: thousandthsToPercent(rate.rate),
      })),
      taxRateIds: documentTaxIds,
      discount: discountValue,
      pricesIncludeTax,
      rounding: defaults.rounding,
    });
    if (discount && 'amount' in discount) {
      const afterLines = totals.lines.reduce((sum, line) => sum + line.gross - line.discount, 0n);
      if (discount.amount > afterLines)
        throw invalidField('discount.amount', FieldCode.DiscountTooLarge, MM.discountTooLarge);
    }
    if (totals.total > MAX_TOTAL_CENTS || totals.subtotal > MAX_TOTAL_CENTS)
      throw invalidField(paths.lines, FieldCode.TotalTooLarge, DocumentMessages.totalTooLarge);

    return {
      lines: storedLines,
      columns: {
        currency,
        language,
        pricesIncludeTax,
        discount: discount ? storedDiscount(discount) : null,
        documentTaxIds,
        taxRates,
        taxNote: textOrNull(kept('taxNote', current?.taxNote, null)),
        clientTaxNumber: textOrNull(
          kept('clientTaxNumber', current?.clientTaxNumber, defaults.client.taxNumber),
        ),
        subtotalMinor: totals.subtotal.toString(),
        discountMinor: totals.discount.toString(),
        taxMinor: totals.tax.toString(),
        totalMinor: totals.total.toString(),
        taxSummary: totals.taxes.map((tax) => {
          const issued = taxRates.find((rate) => rate.id === tax.id);
          return {
            id: tax.id,
            name: tax.name,
            rate: Number(tax.rate),
            ...(issued?.category ? { category: issued.category } : {}),
            ...(issued?.exemptionReason ? { exemptionReason: issued.exemptionReason } : {}),
            base: Number(tax.base),
            tax: Number(tax.tax),
          };
        }),
      },
    };
  }

  /**
   * The rates the document names, as issued: those it already carried keep the name and percent
   * it was issued with; new ones are read from the workspace (not another's, not archived).
   */
  private async rates(
    manager: EntityManager,
    workspaceId: string,
    lines: StoredMoneyLine[],
    documentTaxIds: string[],
    current: DocumentMoneyColumns | null,
    { errors, paths }: { errors: FieldRefusal[]; paths: LinePaths },
  ): Promise<StoredTaxRate[]> {
    const named = dedupe([...lines.flatMap((line) => line.taxIds ?? []), ...documentTaxIds]);
    if (!named.length) return [];
    const issued = new Map((current?.taxRates ?? []).map((rate) => [rate.id, rate]));
    const rows: {
      id: string;
      name: string;
      rate: number;
      category: TaxCategory;
      exemptionReason: string | null;
      archived: boolean;
    }[] = await manager.query(
      `SELECT id, name, rate_thousandths AS rate, category, exemption_reason AS "exemptionReason",
                archived_at IS NOT NULL AS archived
           FROM tax_rates WHERE workspace_id = $1 AND id = ANY($2::uuid[])
            FOR SHARE`, // a delete of one of them waits for this document's write
      [workspaceId, named],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    const problem = (id: string): Refusal | null => {
      if (issued.has(id)) return null;
      const row = found.get(id);
      if (!row) return { code: FieldCode.TaxRateNotFound, message: MM.taxRateNotFound };
      return row.archived ? { code: FieldCode.TaxRateArchived, message: MM.taxRateArchived } : null;
    };
    lines.forEach((line, i) =>
      (line.taxIds ?? []).forEach((id) => {
        const refusal = problem(id);
        if (refusal) errors.push({ field: `${paths.lines}.${i}.taxRateIds`, ...refusal });
      }),
    );
    documentTaxIds.forEach((id) => {
      const refusal = problem(id);
      if (refusal) errors.push({ field: 'taxRateIds', ...refusal });
    });
    return named
      .map((id) => issued.get(id) ?? found.get(id))
      .filter((rate): rate is StoredTaxRate => !!rate)
      .map(({ id, name, rate, category, exemptionReason }) => ({
        id,
        name,
        rate: Number(rate),
        ...(category ? { category } : {}),
        ...(exemptionReason ? { exemptionReason } : {}),
      }));
  }
}

const dedupe = (ids: readonly string[]) => [...new Set(ids)];

/**
 * A proposal's deposit as stored, checked against its currency and total: a percent
 * of the total or an amount up to it; refused on `deposit` like a discount is on `discount`.
 */
export function storedDeposit(
  value: DiscountValue | null | undefined,
  currency: string,
  totalMinor: bigint,
): StoredDiscount | null {
  const deposit = toDiscount(value, currency);
  if (deposit === undefined)
    throw invalidFields([{ field: 'deposit', ...discountError(value, currency) }]);
  if (deposit && 'amount' in deposit && deposit.amount > totalMinor)
    throw invalidField('deposit', FieldCode.DepositOverTotal, PaymentMessages.depositTooLarge);
  return deposit ? storedDiscount(deposit) : null;
}

const textOrNull = (value: string | null | undefined) => (value ? value : null);

function priceDecimals(currency: string, digits: number): string {
  // Two-decimal currencies keep the spec's message.
  return digits === 2 ? DocumentMessages.priceDecimals : MM.priceDecimals(currency, digits);
}

function discountError(value: DiscountValue | null | undefined, currency: string): Refusal {
  const hasPercent = value?.percent !== null && value?.percent !== undefined;
  const hasAmount = value?.amount !== null && value?.amount !== undefined;
  if (hasPercent && hasAmount)
    return { code: FieldCode.PercentOrAmount, message: MM.discountOneOf };
  if (hasPercent) return { code: FieldCode.InvalidPercent, message: MM.discountPercent };
  const message = priceDecimals(currency, currencyMinorUnits(currency));
  return { code: FieldCode.TooManyDecimals, message };
}

function storedDiscount(discount: { percent: bigint } | { amount: bigint }): StoredDiscount {
  return 'percent' in discount
    ? { percent: Number(discount.percent) }
    : { amount: Number(discount.amount) };
}
