import type { InvoiceModel } from '../../invoices/models/invoice.model';
import { receiptFilename } from '../pdf.service';
import { printableReceipt, PrintableReceipt } from '../../documents/content/printable-receipt';
import { receiptFooter, receiptHtml } from './receipt-html';

const invoice = {
  invoiceNumber: 'INV-0001',
  language: 'en',
  currency: 'USD',
  status: 'partially_paid',
  invoiceDate: '2026-11-01',
  dueDate: null,
  businessName: 'Studio Ada',
  businessEmail: 'ada@studio.example',
  businessAddress: '12 Analytical St',
  businessPhone: null,
  businessNumber: null,
  clientName: 'Globex <Corp>',
  clientEmail: 'billing@globex.example',
  clientAddress: '1 Globex Way',
  clientPhone: null,
  clientMobile: null,
  clientFax: null,
  clientTaxNumber: null,
  lineItems: [],
  amount: 1960.47,
  paymentTerms: 'Net 30',
  notes: null,
  proposalNumber: null,
  discountTotal: 0,
  taxes: [],
  taxNote: null,
} as unknown as InvoiceModel;

const payment = {
  amountMinor: 50000n,
  method: 'bank_transfer' as const,
  paidOn: '2026-11-20',
  reference: 'SEPA <4471>',
};
const totals = {
  paidMinor: 50000n,
  balanceMinor: 146047n,
  sequence: 1,
  invoiceTotalMinor: 196047n,
};
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the receipt PDF', () => {
  const receipt: PrintableReceipt = printableReceipt(invoice, payment, totals);

  it('takes its parties from the invoice, as the invoice prints them', () => {
    expect(receipt.from).toMatchObject({ heading: 'From', name: 'Studio Ada' });
    expect(receipt.to).toMatchObject({ heading: 'Bill to', name: 'Globex <Corp>' });
    expect(receipt.to.lines).toContain('billing@globex.example');
  });

  it('states the payment, the invoice total, what is paid and the balance, escaped', () => {
    const html = receiptHtml(receipt);
    expect(html).toContain('<title>Receipt · INV-0001</title>');
    expect(html).toContain('Globex &lt;Corp&gt;');
    expect(html).toContain('SEPA &lt;4471&gt;');
    expect(html).not.toContain('<Corp>');
    const words = text(html);
    for (const part of [
      'Receipt For invoice INV-0001',
      'Invoice INV-0001',
      'Payment date November 20, 2026',
      'Amount received $500.00',
      'Payment method Bank transfer',
      'Invoice total $1,960.47',
      // Taken off the total, as the invoice and the credit note print it.
      'Total paid to date −$500.00',
      'Balance due $1,460.47',
    ])
      expect(words).toContain(part);
    expect(words).not.toContain('Invoice paid in full');
    expect(html).not.toContain('class="totals settled"');
  });

  it('leaves out a missing reference, and says when nothing is left to pay', () => {
    const settled = receiptHtml({ ...receipt, reference: null, balanceMinor: 0n });
    expect(text(settled)).not.toContain('Reference');
    expect(text(settled)).toContain('Balance due $0.00 Invoice paid in full');
    expect(settled).toContain('class="totals settled"');
  });

  it("is written in the invoice's language and currency, the footer too", () => {
    const german = printableReceipt(
      { ...invoice, language: 'de', currency: 'EUR' },
      payment,
      totals,
    );
    const words = text(receiptHtml(german)).replace(/\u00a0/g, ' ');
    expect(words).toContain('Zahlungsbestätigung Zur Rechnung INV-0001');
    expect(words).toContain('Erhaltener Betrag 500,00 €');
    expect(words).toContain('Zahlungsart Überweisung');
    expect(words).toContain('Offener Betrag 1.460,47 €');
    expect(words).toContain('Rechnung an');
    expect(receiptFooter(german)).toContain('Zahlungsbestätigung · INV-0001');
    expect(receiptFooter(german)).toMatch(/Seite <span class="pageNumber"><\/span> von/);
  });

  it('is named after the invoice and the payment, safe in a header', () => {
    expect(receiptFilename('INV-0001', 2)).toBe('receipt-INV-0001-2.pdf');
    expect(receiptFilename('RE 2026/7"', 1)).toBe('receipt-RE_2026_7_-1.pdf');
  });
});
