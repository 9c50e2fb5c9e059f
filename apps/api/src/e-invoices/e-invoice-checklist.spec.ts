import { computeDocument } from '@dealdraft/domain';
import { BUYER_DE, line, RATES, SELLER_DE, source } from '../../test/support/e-invoice-sources';
import {
  checklistOfIssues,
  eInvoiceChecklist,
  eInvoiceRefusals,
  RULE_FIELDS,
} from './e-invoice-checklist';
import { eInvoiceData, EInvoiceRefused } from './e-invoice-mapping';
import { mathDocumentOf } from './e-invoice-source';

/** A source whose seller and buyer have names and nothing else. */
const bare = (over: Parameters<typeof source>[0] = {}) =>
  source({
    seller: {
      ...SELLER_DE,
      addressLines: [],
      postalCode: null,
      city: ' ',
      countryCode: null,
      vatId: null,
      taxRegistrationNumber: null,
      email: null,
      phone: null,
      iban: null,
      bic: null,
    },
    buyer: {
      ...BUYER_DE,
      addressLines: [],
      postalCode: null,
      city: null,
      countryCode: null,
      vatId: null,
      email: null,
    },
    buyerReference: null,
    serviceDate: null,
    ...over,
  });

describe('eInvoiceChecklist', () => {
  it('lists what an XRechnung lacks, each with its field and what to do', () => {
    expect(eInvoiceChecklist(bare(), 'xrechnung-ubl')).toEqual([
      {
        rule: 'BT-35',
        field: 'invoice.businessAddress',
        message: 'BT-35: add your street address to the invoice',
      },
      {
        rule: 'BR-DE-4',
        field: 'workspace.postalCode',
        message: 'BR-DE-4: add your postal code under Workspace → Settings',
      },
      {
        rule: 'BR-DE-3',
        field: 'workspace.city',
        message: 'BR-DE-3: add your city under Workspace → Settings',
      },
      {
        rule: 'BR-9',
        field: 'workspace.countryCode',
        message: 'BR-9: add your country under Workspace → Settings',
      },
      {
        rule: 'BR-DE-16',
        field: 'invoice.businessNumber',
        message:
          'BR-DE-16: add your VAT ID (USt-IdNr.) to the invoice as its Business Number, or your tax number under Workspace → Settings',
      },
      {
        rule: 'BT-34',
        field: 'invoice.businessEmail',
        message: 'BT-34: add your e-mail address to the invoice',
      },
      {
        rule: 'BR-DE-6',
        field: 'invoice.businessPhone',
        message: 'BR-DE-6: add your phone number to the invoice',
      },
      {
        rule: 'BR-DE-7',
        field: 'invoice.businessEmail',
        message: 'BR-DE-7: add your e-mail address to the invoice',
      },
      {
        rule: 'BR-DE-23-a',
        field: 'workspace.iban',
        message: 'BR-DE-23-a: add your IBAN under Workspace → Bank details',
      },
      {
        rule: 'BT-50',
        field: 'invoice.clientAddress',
        message: 'BT-50: add the client’s street address to the invoice',
      },
      {
        rule: 'BR-DE-9',
        field: 'client.postalCode',
        message: 'BR-DE-9: add the client’s postal code on the client’s page',
      },
      {
        rule: 'BR-DE-8',
        field: 'client.city',
        message: 'BR-DE-8: add the client’s city on the client’s page',
      },
      {
        rule: 'BR-11',
        field: 'client.countryCode',
        message: 'BR-11: add the client’s country on the client’s page',
      },
      {
        rule: 'BT-49',
        field: 'invoice.clientEmail',
        message: 'BT-49: add the client’s e-mail address to the invoice',
      },
      {
        rule: 'BR-DE-15',
        field: 'invoice.buyerReference',
        message:
          'BR-DE-15: add the buyer reference (for a public buyer its Leitweg-ID) to the invoice',
      },
      {
        rule: 'BT-72',
        field: 'invoice.serviceDate',
        message: 'BT-72: add the date of service or the service period to the invoice',
      },
    ]);
  });

  it('asks Peppol for its electronic addresses and a buyer or order reference; Factur-X for neither phone nor IBAN', () => {
    const rules = (format: 'peppol' | 'factur-x') =>
      eInvoiceChecklist(bare(), format).map((item) => item.rule);
    expect(rules('peppol')).toEqual([
      'BT-35',
      'BT-38',
      'BT-37',
      'BR-9',
      'BR-S-02',
      'PEPPOL-EN16931-R020',
      'BT-50',
      'BT-53',
      'BT-52',
      'BR-11',
      'PEPPOL-EN16931-R010',
      'PEPPOL-EN16931-R003',
      'BT-72',
    ]);
    expect(rules('factur-x')).toEqual([
      'BT-35',
      'BT-38',
      'BT-37',
      'BR-9',
      'BR-S-02',
      'BT-34',
      'BT-50',
      'BT-53',
      'BT-52',
      'BR-11',
      'BT-49',
      'BT-72',
    ]);
  });

  it('asks each VAT category for its identifiers, rate and exemption reason', () => {
    const noIds = { ...SELLER_DE, vatId: null };
    const reverse = source({
      seller: noIds,
      buyer: { ...BUYER_DE, vatId: null },
      lines: [line('Beratung', 10_000, 1, ['ae0'])],
      taxes: [{ ...RATES.ae0, exemptionReason: null }],
    });
    expect(eInvoiceChecklist(reverse, 'factur-x')).toEqual([
      {
        rule: 'BR-AE-02',
        field: 'invoice.businessNumber',
        message: 'BR-AE-02: add your VAT ID (USt-IdNr.) to the invoice as its Business Number',
      },
      {
        rule: 'BR-AE-02',
        field: 'invoice.clientTaxNumber',
        message: 'BR-AE-02: add the client’s VAT ID to the invoice',
      },
      {
        rule: 'BR-AE-10',
        field: 'taxRates.ae0.exemptionReason',
        message:
          'BR-AE-10: add the exemption reason to the tax rate “ae0 0%” under Workspace → Tax rates',
      },
    ]);
    const wrongRates = source({
      lines: [line('A', 10_000, 1, ['s0']), line('B', 10_000, 1, ['z7'])],
      taxes: [
        { ...RATES.s19, id: 's0', name: 'Standard', rate: 0n },
        { ...RATES.z0, id: 'z7', name: 'Zero', rate: 7_000n },
      ],
    });
    expect(eInvoiceChecklist(wrongRates, 'factur-x')).toEqual([
      {
        rule: 'BR-S-05',
        field: 'taxRates.s0.category',
        message:
          'BR-S-05: the tax rate “Standard” is standard-rated (S) at 0%: give it its rate, or the category of a rate without VAT, under Workspace → Tax rates',
      },
      {
        rule: 'BR-Z-05',
        field: 'taxRates.z7.category',
        message:
          'BR-Z-05: the tax rate “Zero” (category Z) charges no VAT, so its rate must be 0% under Workspace → Tax rates',
      },
    ]);
    const mixed = source({
      seller: { ...SELLER_DE, taxRegistrationNumber: null },
      lines: [line('A', 10_000, 1, ['o0']), line('B', 10_000, 1, ['s19'])],
    });
    expect(eInvoiceChecklist(mixed, 'factur-x').map((item) => [item.rule, item.field])).toEqual([
      ['BR-CO-26', 'workspace.taxRegistrationNumber'],
      ['BR-O-11', 'lineItems'],
    ]);
  });
});

describe('eInvoiceRefusals: what has no e-invoice', () => {
  it('refuses a line without tax, a line with two, and a currency with three decimals', () => {
    const s = source({
      currency: 'KWD',
      lines: [
        line('A', 10_000, 1, []),
        line('B', 10_000, 1, ['s19', 's7']),
        line('C', 1, 1, ['s19']),
      ],
    });
    expect(eInvoiceRefusals(s)).toEqual([
      {
        rule: 'BR-DEC',
        field: 'invoice.currency',
        message:
          'BR-DEC: an e-invoice states amounts with at most 2 decimals: choose a currency with 0 or 2',
      },
      {
        rule: 'BR-CO-4',
        field: 'lineItems.0.taxRateIds',
        message:
          'BR-CO-4: Every line needs a tax rate with a VAT category: give line 1 one (a 0% rate with its category and exemption reason where no VAT is due)',
      },
      {
        rule: 'BR-CO-4',
        field: 'lineItems.1.taxRateIds',
        message:
          'BR-CO-4: An e-invoice takes one VAT rate per line, and line 2 has 2 taxes: compound taxes cannot be expressed',
      },
    ]);
    expect(() => eInvoiceData(s, 'factur-x')).toThrow(EInvoiceRefused);
    expect(eInvoiceChecklist(s, 'factur-x').slice(0, 3)).toEqual(eInvoiceRefusals(s));
  });

  it('lets a free line without tax through, as it charges nothing', () => {
    const s = source({ lines: [line('A', 10_000, 1, ['s19']), line('Gift', 0, 1, [])] });
    expect(computeDocument(mathDocumentOf(s)).total).toBe(11_900n);
    expect(eInvoiceRefusals(s)).toEqual([]);
  });
});

describe('checklistOfIssues: the validator’s rules in the form’s words', () => {
  it('maps known rules to their field, keeps the text of the others, once each', () => {
    expect(
      checklistOfIssues([
        { rule: 'BR-DE-1', message: '[BR-DE-1] …' },
        { rule: 'BR-DE-23-a', message: '[BR-DE-23-a] …' },
        { rule: 'BR-DE-23-a', message: '[BR-DE-23-a] again' },
        { rule: 'BR-CO-15', message: '[BR-CO-15]-Invoice total amount with VAT …' },
      ]),
    ).toEqual([
      {
        rule: 'BR-DE-1',
        field: 'workspace.iban',
        message: 'BR-DE-1: add your IBAN under Workspace → Bank details',
      },
      {
        rule: 'BR-DE-23-a',
        field: 'workspace.iban',
        message: 'BR-DE-23-a: add your IBAN under Workspace → Bank details',
      },
      { rule: 'BR-CO-15', field: 'invoice', message: '[BR-CO-15]-Invoice total amount with VAT …' },
    ]);
    expect(Object.keys(RULE_FIELDS).length).toBeGreaterThanOrEqual(25);
  });
});
