// Test data for the e-invoice specs: a seller, buyers and rates in the contract's
// terms, and a builder for the sources of the table. Not used by the app.
import { DEFAULT_ROUNDING } from '@dealdraft/domain';
import {
  withTotals,
  type EInvoiceBuyer,
  type EInvoiceLine,
  type EInvoiceSeller,
  type EInvoiceSource,
  type EInvoiceTaxRate,
} from '../../src/e-invoices/e-invoice-source';

export const SELLER_DE: EInvoiceSeller = {
  legalName: 'Studio Nord GmbH',
  name: 'Studio Nord',
  addressLines: ['Hafenstraße 5'],
  postalCode: '20457',
  city: 'Hamburg',
  countryCode: 'DE',
  vatId: 'DE123456789',
  taxRegistrationNumber: '22/815/08150',
  email: 'billing@studio.example',
  phone: '+49 40 123456',
  iban: 'DE75512108001245126199',
  bic: 'SSKMDEMMXXX',
  accountHolder: null,
};

export const BUYER_DE: EInvoiceBuyer = {
  name: 'Client AG',
  addressLines: ['Marktplatz 1', '3. OG'],
  postalCode: '50667',
  city: 'Köln',
  countryCode: 'DE',
  vatId: 'DE987654321',
  email: 'ap@client.example',
};

const rate = (
  id: string,
  percent: number,
  category: EInvoiceTaxRate['category'],
  exemptionReason: string | null = null,
): EInvoiceTaxRate => ({
  id,
  name: `${id} ${percent}%`,
  rate: BigInt(Math.round(percent * 1000)),
  category,
  exemptionReason,
});

export const RATES = {
  s19: rate('s19', 19, 'S'),
  s7: rate('s7', 7, 'S'),
  s20: rate('s20', 20, 'S'),
  s10: rate('s10', 10, 'S'),
  s23: rate('s23', 23, 'S'),
  z0: rate('z0', 0, 'Z'),
  e0: rate('e0', 0, 'E', 'Steuerfrei nach § 4 Nr. 21 UStG'),
  ae0: rate('ae0', 0, 'AE', 'Reverse charge'),
  k0: rate('k0', 0, 'K', 'Intra-community supply'),
  g0: rate('g0', 0, 'G', 'Export outside the EU'),
  o0: rate('o0', 0, 'O', 'Not subject to VAT'),
} as const;

/** A line at `price` minor units × `quantity`, with one rate. */
export const line = (
  description: string,
  price: number,
  quantity: number,
  taxIds: string[],
  rest: Partial<EInvoiceLine> = {},
): EInvoiceLine => ({
  description,
  unitPrice: BigInt(price),
  quantity: BigInt(quantity),
  discount: null,
  taxIds,
  ...rest,
});

/** A German invoice of two days' work at 19%, with whatever `over` changes; totals computed. */
export function source(over: Partial<Omit<EInvoiceSource, 'totals'>> = {}): EInvoiceSource {
  const lines = over.lines ?? [line('Design workshop', 60_000, 2, ['s19'])];
  const used = new Set([...lines.flatMap((l) => l.taxIds), ...(over.documentTaxIds ?? [])]);
  return withTotals({
    kind: 'invoice',
    number: 'INV-2026-0042',
    issueDate: '2026-11-02',
    dueDate: '2026-11-16',
    paymentTerms: 'Payable within 14 days.',
    currency: 'EUR',
    language: 'de',
    buyerReference: '04011000-12345-34',
    orderReference: null,
    serviceDate: '2026-10-30',
    servicePeriod: null,
    notes: null,
    seller: SELLER_DE,
    buyer: BUYER_DE,
    documentTaxIds: [],
    discount: null,
    pricesIncludeTax: false,
    rounding: DEFAULT_ROUNDING,
    prepaid: null,
    credit: null,
    ...over,
    lines,
    taxes: over.taxes ?? Object.values(RATES).filter((r) => used.has(r.id)),
  });
}
