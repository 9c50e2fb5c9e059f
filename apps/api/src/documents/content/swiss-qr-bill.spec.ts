import type { InvoiceContentSource } from './content-sources';
import { invoiceDocument } from './to-printable';
import { swissQrBillOf } from './swiss-qr-bill';

const invoice = (over: Partial<InvoiceContentSource> = {}, seller = {}): InvoiceContentSource =>
  ({
    invoiceNumber: 'INV-0042',
    invoiceDate: '2026-11-02',
    dueDate: null,
    businessName: 'Studio Ada',
    businessEmail: 'ada@studio.example',
    businessAddress: 'Seestrasse 12\n8002 Zürich',
    businessPhone: null,
    businessNumber: null,
    clientName: 'Globex AG',
    clientEmail: 'billing@globex.example',
    clientAddress: 'Bahnhofstrasse 100',
    clientPhone: null,
    clientMobile: null,
    clientFax: null,
    paymentTerms: 'Net 30',
    notes: null,
    lineItems: [],
    amount: 1500,
    status: 'sent',
    amountPaid: 500,
    amountCredited: 0,
    depositDeducted: 0,
    depositInvoiceNumber: null,
    proposalNumber: null,
    serviceDate: null,
    servicePeriodStart: null,
    servicePeriodEnd: null,
    buyerReference: null,
    orderReference: null,
    currency: 'CHF',
    language: 'de',
    discountTotal: 0,
    taxes: [],
    taxNote: null,
    parties: {
      seller: {
        name: 'Studio Ada',
        legalName: 'Studio Ada GmbH',
        taxRegistrationNumber: null,
        iban: 'CH9300762011623852957',
        bic: null,
        accountHolder: null,
        address: 'Seestrasse 12',
        postalCode: '8002',
        city: 'Zürich',
        countryCode: 'CH',
        paymentInstructions: null,
        ...seller,
      },
      buyer: { postalCode: '8001', city: 'Zürich', countryCode: 'CH' },
    },
    ...over,
  }) as unknown as InvoiceContentSource;

describe('the Swiss QR-bill of an invoice', () => {
  it('asks the amount due of the legal name at the Swiss IBAN, from the client, naming the invoice', () => {
    expect(swissQrBillOf(invoice())).toEqual({
      currency: 'CHF',
      amount: 1000,
      creditor: {
        account: 'CH9300762011623852957',
        name: 'Studio Ada GmbH',
        address: 'Seestrasse 12',
        zip: '8002',
        city: 'Zürich',
        country: 'CH',
      },
      debtor: {
        name: 'Globex AG',
        address: 'Bahnhofstrasse 100',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      message: 'INV-0042',
      language: 'DE',
    });
  });

  it('replaces the EPC code on a Swiss invoice in euros, and is left out elsewhere', () => {
    const euros = invoiceDocument(invoice({ currency: 'EUR' }), false);
    expect(euros.swissQrBill?.currency).toBe('EUR');
    expect(euros.paymentQr).toBeUndefined();
    const german = invoiceDocument(
      invoice({ currency: 'EUR' }, { iban: 'DE89370400440532013000' }),
      false,
    );
    expect(german).not.toHaveProperty('swissQrBill');
    expect(german.paymentQr?.payload).toMatch(/^BCD/);
  });

  it('has none in another currency, with nothing due, for a QR-IBAN, or without a full creditor address', () => {
    expect(swissQrBillOf(invoice({ currency: 'USD' }))).toBeNull();
    expect(swissQrBillOf(invoice({ amountPaid: 1500 }))).toBeNull();
    expect(swissQrBillOf(invoice({}, { iban: 'CH4431999123000889012' }))).toBeNull();
    expect(swissQrBillOf(invoice({}, { city: null }))).toBeNull();
  });

  it('leaves the debtor out when the client address is incomplete (Liechtenstein IBAN)', () => {
    const bill = swissQrBillOf(
      invoice({ parties: undefined }, {}) && {
        ...invoice({}, { iban: 'LI21088100002324013AA' }),
        clientAddress: '',
      },
    );
    expect(bill?.creditor.account).toBe('LI21088100002324013AA');
    expect(bill).not.toHaveProperty('debtor');
  });

  it('prints the payment instructions under the bank details', () => {
    const doc = invoiceDocument(
      invoice({}, { paymentInstructions: 'PayPal: pay@studio.example' }),
      false,
    );
    const titles = doc.sections.map((s) => s.title);
    expect(titles.indexOf('Zahlungshinweise')).toBe(titles.indexOf('Bankverbindung') + 1);
    expect(doc.sections.find((s) => s.title === 'Zahlungshinweise')?.body).toBe(
      'PayPal: pay@studio.example',
    );
  });
});
