import type { Discount, TaxCategory } from '@dealdraft/domain';
import { Column } from 'typeorm';

/** A discount as stored: thousandths of a percent, or minor units of the document's currency. */
export type StoredDiscount = { percent: number } | { amount: number };

/** A tax rate as the document issued it (a rate edited or archived later does not change it). */
export interface StoredTaxRate {
  id: string;
  name: string;
  /** Thousandths of a percent: 20% is 20000. */
  rate: number;
  /**
   * Its VAT category and exemption reason as issued; left out on documents issued before there
   * were categories (they read as libs/domain's defaultTaxCategory) and when there is no reason.
   */
  category?: TaxCategory;
  exemptionReason?: string;
}

/** One line of the document's tax summary, in minor units. */
export interface StoredTaxSummary extends StoredTaxRate {
  base: number;
  tax: number;
}

/** What a line adds to its description and quantity: its price, discount and taxes. */
export interface StoredMoneyLine {
  /** Minor units of the document's currency. */
  unitPriceMinor: number;
  quantity: number;
  discount?: StoredDiscount | null;
  taxIds?: string[];
}

/**
 * The money columns proposals and invoices share (migration DocumentMoney): currency,
 * language, discount, taxes as issued, and the totals in minor units that libs/domain's
 * documentTotals computed on save. bigint columns read as strings (pg keeps every digit).
 */
export abstract class DocumentMoneyColumns {
  /** ISO 4217. */
  @Column('char', { length: 3, default: 'USD' })
  currency: string;

  /** A DOCUMENT_LANGUAGES code: what the PDF, the client page and the e-mails are written in. */
  @Column('text', { default: 'en' })
  language: string;

  @Column('boolean', { default: false })
  pricesIncludeTax: boolean;

  @Column('jsonb', { nullable: true })
  discount: StoredDiscount | null;

  /** Taxes on every line, besides each line's own. */
  @Column('jsonb', { default: () => "'[]'" })
  documentTaxIds: string[];

  /** Every rate the document names, as issued. */
  @Column('jsonb', { default: () => "'[]'" })
  taxRates: StoredTaxRate[];

  /** Printed under the summary: "Reverse charge: VAT to be accounted for by the recipient". */
  @Column('text', { nullable: true })
  taxNote: string | null;

  @Column('text', { nullable: true })
  clientTaxNumber: string | null;

  @Column('bigint')
  subtotalMinor: string;

  @Column('bigint', { default: 0 })
  discountMinor: string;

  @Column('bigint', { default: 0 })
  taxMinor: string;

  @Column('bigint')
  totalMinor: string;

  @Column('jsonb', { default: () => "'[]'" })
  taxSummary: StoredTaxSummary[];
}

/** A stored discount in the math's units (bigints), as libs/domain's document math takes it. */
export function mathDiscount(discount: StoredDiscount): Discount {
  return 'percent' in discount
    ? { percent: BigInt(discount.percent) }
    : { amount: BigInt(discount.amount) };
}

/** The money columns of a stored row, to copy into another document (a duplicate). */
export function moneyColumnsOf(row: DocumentMoneyColumns): DocumentMoneyColumns {
  return {
    currency: row.currency,
    language: row.language,
    pricesIncludeTax: row.pricesIncludeTax,
    discount: row.discount,
    documentTaxIds: row.documentTaxIds,
    taxRates: row.taxRates,
    taxNote: row.taxNote,
    clientTaxNumber: row.clientTaxNumber,
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    taxSummary: row.taxSummary,
  };
}
