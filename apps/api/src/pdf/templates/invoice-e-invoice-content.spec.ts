import { DOCUMENT_LANGUAGES, documentStrings } from '@dealdraft/domain';
import { documentHtml } from './document-html';
import type { InvoiceModel } from '../../invoices/models/invoice.model';
import type { ProposalModel } from '../../proposals/models/proposal.model';
import { contentVersion, printableContent } from '../../documents/content/printable-content';
import type { InvoiceParties } from '../../documents/content/content-sources';
import { invoiceDocument, proposalContent } from '../../documents/content/to-printable';

const invoice = {
  invoiceNumber: 'INV-7',
  invoiceDate: '2026-03-02',
  dueDate: null,
  status: 'sent',
  businessName: 'Studio Ada',
  businessEmail: 'ada@studio.example',
  businessAddress: 'Hauptstraße 1',
  businessPhone: null,
  businessNumber: 'DE123456789',
  clientName: 'Grace Hopper',
  clientEmail: 'grace@hopper.example',
  clientAddress: 'Rue de la Paix 2',
  clientPhone: null,
  clientMobile: null,
  clientFax: null,
  paymentTerms: 'Net 30',
  notes: null,
  lineItems: [],
  amount: 100,
  subtotal: 100,
  total: 100,
  amountPaid: 0,
  amountCredited: 0,
  depositDeducted: 0,
  depositInvoiceNumber: null,
  proposalNumber: null,
  currency: 'USD',
  language: 'en',
  pricesIncludeTax: false,
  discountTotal: 0,
  taxes: [],
  taxNote: null,
  clientTaxNumber: 'FR12345678901',
  serviceDate: null,
  servicePeriodStart: null,
  servicePeriodEnd: null,
  buyerReference: null,
  orderReference: null,
} as unknown as InvoiceModel;

const parties: InvoiceParties = {
  seller: {
    name: 'Studio Ada',
    legalName: 'Studio Ada GmbH',
    postalCode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    taxRegistrationNumber: '30/123/45678',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    accountHolder: null,
  },
  buyer: { postalCode: '75002', city: 'Paris', countryCode: 'FR' },
};

const exempt = {
  id: 't1',
  name: 'VAT',
  percent: 0,
  base: 100,
  amount: 0,
  category: 'E',
  exemptionReason: 'Exempt under § 4 Nr. 14 UStG',
};

describe('an invoice with its e-invoice data', () => {
  it('prints the service period, the references, both addresses, the bank and the exemption', () => {
    const doc = invoiceDocument(
      {
        ...invoice,
        language: 'de',
        currency: 'EUR',
        servicePeriodStart: '2026-02-01',
        servicePeriodEnd: '2026-02-28',
        buyerReference: '04011000-12345-67',
        orderReference: 'PO-99',
        taxes: [exempt],
        parties,
      } as InvoiceModel,
      false,
    );
    expect(doc.dates).toEqual([
      { label: 'Rechnungsdatum', value: '2. März 2026' },
      { label: 'Leistungszeitraum', value: '1. Februar 2026 – 28. Februar 2026' },
      { label: 'Käuferreferenz', value: '04011000-12345-67' },
      { label: 'Bestellnummer', value: 'PO-99' },
    ]);
    expect(doc.from.lines).toEqual([
      'Hauptstraße 1',
      '10115 Berlin',
      'Deutschland',
      'ada@studio.example',
      '',
      'USt-IdNr. DE123456789',
      'Steuernr. 30/123/45678',
    ]);
    expect(doc.to.lines.slice(0, 3)).toEqual(['Rue de la Paix 2', '75002 Paris', 'Frankreich']);
    expect(doc.sections).toContainEqual({
      title: 'Bankverbindung',
      body: 'IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX\nKontoinhaber: Studio Ada GmbH',
    });
    expect(doc.summary?.taxes).toEqual([
      {
        name: 'VAT',
        percent: 0,
        base: 100,
        amount: 0,
        exemptionReason: 'Exempt under § 4 Nr. 14 UStG',
      },
    ]);
    const html = documentHtml(doc);
    expect(html).toContain('VAT: Exempt under § 4 Nr. 14 UStG');
    expect(html).toContain('Leistungszeitraum');
  });

  it('prints a service date, and the account holder when one is set', () => {
    const doc = invoiceDocument(
      {
        ...invoice,
        serviceDate: '2026-02-27',
        parties: { ...parties, seller: { ...parties.seller, accountHolder: 'Ada Lovelace' } },
      } as InvoiceModel,
      false,
    );
    expect(doc.dates).toContainEqual({ label: 'Service date', value: 'February 27, 2026' });
    expect(doc.sections[1]).toEqual({
      title: 'Bank details',
      body: 'IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX\nAccount holder: Ada Lovelace',
    });
  });

  it('states the VAT inside the deposit a final invoice deducts, in the invoice’s language', () => {
    const final = {
      ...invoice,
      amount: 1190,
      total: 1190,
      depositDeducted: 357,
      depositInvoiceNumber: 'INV-6',
    } as InvoiceModel;
    const label = (doc: ReturnType<typeof invoiceDocument>) => doc.due?.deductions[0].label;
    expect(
      label(invoiceDocument({ ...final, depositVatDeducted: 57 } as InvoiceModel, false)),
    ).toBe('Less deposit paid, invoice INV-6 (including VAT $57.00)');
    expect(
      label(
        invoiceDocument(
          { ...final, currency: 'EUR', language: 'de', depositVatDeducted: 57 } as InvoiceModel,
          false,
        ),
      )?.replace(/\s/g, ' '),
    ).toBe('Abzüglich Anzahlung, Rechnung INV-6 (darin USt 57,00 €)');
    // An untaxed deposit states no VAT: its line reads as it always did.
    expect(label(invoiceDocument({ ...final, depositVatDeducted: 0 } as InvoiceModel, false))).toBe(
      'Less deposit paid, invoice INV-6',
    );
  });

  it('adds the EPC QR code of what is due to an invoice in euros with an IBAN, and to no other', () => {
    const euros = {
      ...invoice,
      currency: 'EUR',
      language: 'de',
      amount: 1190,
      total: 1190,
      amountPaid: 190,
      parties,
    } as InvoiceModel;
    const doc = invoiceDocument(euros, false);
    expect(doc.paymentQr).toEqual({
      payload:
        'BCD\n002\n1\nSCT\nCOBADEFFXXX\nStudio Ada GmbH\nDE89370400440532013000\nEUR1000.00\n\n\nINV-7',
      caption: 'Mit der Banking-App scannen und bezahlen',
    });
    const html = documentHtml(doc);
    expect(html).toContain('<section class="payment-qr"><svg');
    expect(html).toContain('aria-label="Mit der Banking-App scannen und bezahlen"');
    expect(html).toContain('data-epc="BCD\n002\n1\nSCT\nCOBADEFFXXX');
    // In dollars, without an IBAN, or with nothing left to pay: no code.
    expect(
      invoiceDocument({ ...euros, currency: 'USD' } as InvoiceModel, false).paymentQr,
    ).toBeUndefined();
    expect(
      invoiceDocument(
        {
          ...euros,
          parties: { ...parties, seller: { ...parties.seller, iban: null } },
        } as InvoiceModel,
        false,
      ).paymentQr,
    ).toBeUndefined();
    expect(
      invoiceDocument({ ...euros, amountPaid: 1190 } as InvoiceModel, false).paymentQr,
    ).toBeUndefined();
  });

  it('leaves every new part out when there is none, so old invoices keep their version', () => {
    const before = invoiceDocument(invoice, false);
    const none: InvoiceParties = {
      seller: {
        name: 'Studio Ada',
        legalName: null,
        postalCode: null,
        city: null,
        countryCode: null,
        taxRegistrationNumber: null,
        iban: null,
        bic: null,
        accountHolder: null,
      },
      buyer: null,
    };
    const withNone = invoiceDocument({ ...invoice, parties: none } as InvoiceModel, false);
    expect(contentVersion(printableContent(withNone))).toBe(
      contentVersion(printableContent(before)),
    );
    // A standard-rated tax prints no reason, even with one stored.
    const standard = invoiceDocument(
      {
        ...invoice,
        taxes: [{ ...exempt, percent: 20, amount: 20, category: 'S', exemptionReason: 'x' }],
      } as InvoiceModel,
      false,
    );
    expect(standard.summary?.taxes[0]).not.toHaveProperty('exemptionReason');
  });

  it.each(DOCUMENT_LANGUAGES)(
    '%s: the VAT identifier has the same label on an invoice and a proposal',
    (language) => {
      const onInvoice = invoiceDocument({ ...invoice, language } as InvoiceModel, false);
      const onProposal = proposalContent({
        proposalTitle: 'Logo',
        proposalNumber: 'PROP-1',
        proposalDate: '2026-03-02',
        expirationDate: null,
        companyName: 'Studio Ada',
        companyAddress: 'Hauptstraße 1',
        companyEmail: 'ada@studio.example',
        companyPhone: null,
        companyTaxNumber: 'DE123456789',
        clientName: 'Grace Hopper',
        clientCompany: '',
        clientAddress: null,
        clientEmail: 'grace@hopper.example',
        clientTaxNumber: 'FR12345678901',
        services: [],
        value: 0,
        paymentTerms: 'Net 30',
        additionalTerms: null,
        scope: null,
        currency: 'USD',
        language,
        pricesIncludeTax: false,
        discountTotal: 0,
        taxes: [],
        taxNote: null,
        deposit: null,
      } as unknown as ProposalModel);
      const label = documentStrings(language).taxNumber('DE123456789');
      expect(onInvoice.from.lines).toContain(label);
      expect(onProposal.from.lines).toContain(label);
      const clientLabel = documentStrings(language).taxNumber('FR12345678901');
      expect(onInvoice.to.lines).toContain(clientLabel);
      expect(onProposal.to.lines).toContain(clientLabel);
    },
  );
});
