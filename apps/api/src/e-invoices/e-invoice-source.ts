import {
  computeDocument,
  type Discount,
  type DocumentTotals,
  type MathDocument,
  type RoundingRule,
  type TaxCategory,
} from '@dealdraft/domain';

/**
 * One document as an EN 16931 e-invoice needs it, in the terms of the e-invoice data contract
 * (docs/e-invoices.md): plain data, loaded by the caller from the workspace, the client and the
 * invoice (or credit note) rows. Amounts are minor units of `currency` (bigint) and rates
 * thousandths of a percent, as libs/domain's document math has them; `totals` is what
 * computeDocument answered for exactly these lines, and every amount of the e-invoice is read
 * from it (nothing is computed a second way).
 */
export interface EInvoiceSource {
  kind: EInvoiceKind;
  /** BT-1. */
  number: string;
  /** BT-2, 'YYYY-MM-DD'. */
  issueDate: string;
  /** BT-9. */
  dueDate: string | null;
  /** BT-20. */
  paymentTerms: string | null;
  /** BT-5, ISO 4217. */
  currency: string;
  /** A DOCUMENT_LANGUAGES code: the texts the e-invoice adds (notes, line names) are in it. */
  language: string;
  /** BT-10: the Leitweg-ID of a German public buyer. */
  buyerReference: string | null;
  /** BT-13. */
  orderReference: string | null;
  /** BT-72, 'YYYY-MM-DD'. */
  serviceDate: string | null;
  /** BT-73 and BT-74. */
  servicePeriod: { start: string; end: string } | null;
  /** BT-22. */
  notes: string | null;
  seller: EInvoiceSeller;
  buyer: EInvoiceBuyer;
  lines: EInvoiceLine[];
  /** Every rate the lines or the document name, as issued, with its VAT category. */
  taxes: EInvoiceTaxRate[];
  /** Rates on every line, besides each line's own. */
  documentTaxIds: string[];
  /** Off the whole document, before tax. */
  discount: Discount | null;
  pricesIncludeTax: boolean;
  rounding: RoundingRule;
  /** computeDocument of these lines (see sourceTotals). */
  totals: DocumentTotals;
  /** A final invoice: the deposit paid on its deposit invoice, which it deducts (BT-113). */
  prepaid: EInvoicePrepaid | null;
  /**
   * A credit note: the invoice it credits and the gross amount credited. Its lines, taxes and
   * totals above are the credited invoice's: the credit is spread over that invoice's tax
   * groups to state its VAT.
   */
  credit: EInvoiceCredit | null;
}

/**
 * 'invoice': a commercial invoice (380); 'deposit': an advance-payment invoice (386);
 * 'final': an invoice that deducts a paid deposit (380 with BT-113); 'credit-note': 381.
 */
export type EInvoiceKind = 'invoice' | 'deposit' | 'final' | 'credit-note';

/** The contract's formats (REST ?format=, GraphQL EInvoiceFormat): libs/domain's list. */
export { E_INVOICE_FORMATS, type EInvoiceFormat } from '@dealdraft/domain';

/** UNCL5305 VAT categories, as tax_rates.category holds them: libs/domain's TAX_CATEGORIES. */
export type VatCategory = TaxCategory;

export interface EInvoiceSeller {
  /** BT-27; null → name. */
  legalName: string | null;
  /** The name the workspace trades under (BT-28 when it differs from the legal name). */
  name: string;
  /** The street lines: the first is BT-35, the second BT-36, the rest BT-162. */
  addressLines: string[];
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  /** BT-31. */
  vatId: string | null;
  /** BT-32, the national tax number (Steuernummer). */
  taxRegistrationNumber: string | null;
  /** BT-43 and the electronic address BT-34 (scheme EM). */
  email: string | null;
  /** BT-42. */
  phone: string | null;
  /** BT-84, without spaces. */
  iban: string | null;
  /** BT-86. */
  bic: string | null;
  /** BT-85; null → legal name → name. */
  accountHolder: string | null;
}

export interface EInvoiceBuyer {
  /** BT-44. */
  name: string;
  addressLines: string[];
  postalCode: string | null;
  city: string | null;
  countryCode: string | null;
  /** BT-48. */
  vatId: string | null;
  /** The electronic address BT-49 (scheme EM). */
  email: string | null;
}

export interface EInvoiceLine {
  /** BT-153. */
  description: string;
  quantity: bigint;
  /** Minor units; with tax inside when the document's prices include tax. */
  unitPrice: bigint;
  discount: Discount | null;
  taxIds: string[];
}

export interface EInvoiceTaxRate {
  id: string;
  name: string;
  /** Thousandths of a percent. */
  rate: bigint;
  category: VatCategory;
  /** BT-120; the contract requires it for E, AE, K, G and O. */
  exemptionReason: string | null;
}

export interface EInvoicePrepaid {
  /** The deposit invoice's number. */
  invoiceNumber: string;
  /** The gross paid on it, deducted as BT-113. */
  amount: bigint;
  /** The VAT inside that amount (what the deposit invoice stated), for the PDF. */
  tax: bigint;
}

export interface EInvoiceCredit {
  /** BT-25 and BT-26 of the credited invoice. */
  invoiceNumber: string;
  invoiceDate: string;
  /** The gross credited. */
  amount: bigint;
  /** Why: the credit note's reason, added to its line's name. */
  reason: string | null;
}

/** The source's lines as document math takes them. */
export function mathDocumentOf(
  source: Pick<
    EInvoiceSource,
    'lines' | 'taxes' | 'documentTaxIds' | 'discount' | 'pricesIncludeTax' | 'rounding'
  >,
): MathDocument {
  return {
    lines: source.lines.map((line) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      discount: line.discount,
      taxIds: line.taxIds,
    })),
    taxes: source.taxes.map(({ id, name, rate }) => ({ id, name, rate })),
    documentTaxIds: source.documentTaxIds,
    discount: source.discount,
    pricesIncludeTax: source.pricesIncludeTax,
    rounding: source.rounding,
  };
}

/** A source with its totals: computeDocument of its lines (what the caller stored on save). */
export function withTotals(source: Omit<EInvoiceSource, 'totals'>): EInvoiceSource {
  return { ...source, totals: computeDocument(mathDocumentOf(source)) };
}
