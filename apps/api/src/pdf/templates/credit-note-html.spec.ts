// A credit note states the VAT it corrects: its amount shared over the credited invoice's taxes
// in proportion to their gross, as its e-invoice does. Figures computed by hand.
import type { InvoiceModel } from '../../invoices/models/invoice.model';
import { printableCreditNote } from '../../documents/content/printable-credit-note';
import { creditNoteHtml } from './credit-note-html';

const line = (rate: number, taxRateIds: string[]) => ({
  description: `Work at ${rate}`,
  extraDetails: null,
  rate,
  quantity: 1,
  total: rate,
  discount: null,
  taxRateIds,
});

/** 1,000.00 at 19 % (190.00) and 500.00 at 7 % (35.00): 1,725.00 in all. */
const invoice = {
  invoiceNumber: 'INV-9',
  invoiceDate: '2026-03-02',
  businessName: 'Studio Ada',
  businessEmail: 'ada@studio.example',
  businessAddress: 'Hauptstraße 1',
  businessPhone: null,
  businessNumber: 'DE123456789',
  clientName: 'Grace Hopper',
  clientEmail: 'grace@hopper.example',
  clientAddress: 'Marktplatz 2',
  currency: 'EUR',
  language: 'en',
  lineItems: [line(1000, ['s19']), line(500, ['s7'])],
  taxRateIds: [],
  taxes: [
    { id: 's19', name: 'VAT', percent: 19, base: 1000, amount: 190, category: 'S' },
    { id: 's7', name: 'VAT', percent: 7, base: 500, amount: 35, category: 'S' },
  ],
  total: 1725,
} as unknown as InvoiceModel;

const totals = {
  invoiceTotalMinor: 172500n,
  creditedMinor: 34500n,
  paidMinor: 0n,
  balanceMinor: 138000n,
};
const note = (amountMinor: bigint) => ({
  creditNoteNumber: 'CN-0001',
  issuedOn: '2026-03-10',
  reason: 'Two days were not worked',
  amountMinor,
});

describe('a credit note’s VAT', () => {
  it('shares the credit over the invoice’s rates by their gross: 345.00 is 200.00 + 38.00 and 100.00 + 7.00', () => {
    const printable = printableCreditNote(invoice, note(34500n), totals);
    expect(printable.vat).toEqual({
      netMinor: '30000',
      taxes: [
        { label: 'VAT 19% on €200.00', amountMinor: '3800' },
        { label: 'VAT 7% on €100.00', amountMinor: '700' },
      ],
    });
    const html = creditNoteHtml(printable);
    expect(html).toContain('<tr><td>Subtotal</td><td>€300.00</td></tr>');
    expect(html).toContain('<tr><td>VAT 19% on €200.00</td><td>€38.00</td></tr>');
    expect(html).toContain('<tr><td>VAT 7% on €100.00</td><td>€7.00</td></tr>');
  });

  it('leaves an untaxed part of the invoice out of the VAT: 119.00 of 1,190.00 + 100.00 untaxed', () => {
    const mixed = {
      ...invoice,
      lineItems: [line(1000, ['s19']), line(100, [])],
      taxes: [invoice.taxes[0]],
      total: 1290,
    } as unknown as InvoiceModel;
    // 129.00 is a tenth: 119.00 of the taxed gross (100.00 + 19.00), 10.00 of the untaxed.
    expect(printableCreditNote(mixed, note(12900n), totals).vat).toEqual({
      netMinor: '11000',
      taxes: [{ label: 'VAT 19% on €100.00', amountMinor: '1900' }],
    });
  });

  it('states none for an invoice without tax, or with two taxes on a line', () => {
    const untaxed = {
      ...invoice,
      taxes: [],
      lineItems: [line(1725, [])],
    } as unknown as InvoiceModel;
    expect(printableCreditNote(untaxed, note(34500n), totals).vat).toBeUndefined();
    expect(creditNoteHtml(printableCreditNote(untaxed, note(34500n), totals))).not.toContain(
      '<table class="credited-vat">',
    );
    const compound = { ...invoice, taxRateIds: ['s7'] } as unknown as InvoiceModel;
    expect(printableCreditNote(compound, note(34500n), totals).vat).toBeUndefined();
  });
});
