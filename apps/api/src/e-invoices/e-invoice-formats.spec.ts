// The e-invoices we write, checked with the official rules: a table of invoices, deposit and
// final invoices and credit notes, each generated in two formats (XRechnung CII and UBL for the
// German ones, validated with the XRechnung rules on top of EN 16931; Factur-X's CII and Peppol's
// UBL for the others, validated with EN 16931) and passing with no error, with the totals
// computeDocument gave.
import { creditNoteTaxGroups, taxGroups } from '@dealdraft/domain';
import { compileStylesheets } from '../../test/support/e-invoice-examples';
import { BUYER_DE, line, SELLER_DE, source } from '../../test/support/e-invoice-sources';
import { checklistOfIssues, eInvoiceChecklist } from './e-invoice-checklist';
import { E_INVOICE_PROFILE, E_INVOICE_SYNTAX, generateEInvoiceXml } from './e-invoice-generator';
import { decimal } from './e-invoice-mapping';
import { mathDocumentOf, type EInvoiceFormat, type EInvoiceSource } from './e-invoice-source';
import { EInvoiceValidationService } from './validation/e-invoice-validation.service';

jest.setTimeout(120_000);

const validator = new EInvoiceValidationService();

beforeAll(async () => {
  compileStylesheets();
  await validator.warmUp();
}, 600_000);

const at = (lines: number) =>
  Array.from({ length: lines }, (_, i) =>
    line(`Work package ${i + 1}`, 2_500 + ((i * 137) % 9_000), 1 + (i % 7), [
      i % 3 === 0 ? 's7' : 's19',
    ]),
  );
const SELLER_FR = {
  ...SELLER_DE,
  legalName: 'Atelier Lumière SARL',
  name: 'Atelier Lumière',
  addressLines: ['12 rue de la Paix'],
  postalCode: '75002',
  city: 'Paris',
  countryCode: 'FR',
  vatId: 'FR40303265045',
  taxRegistrationNumber: null,
  iban: 'FR7630006000011234567890189',
  bic: null,
};
const BUYER_AT = {
  ...BUYER_DE,
  name: 'Kunde GmbH',
  city: 'Wien',
  postalCode: '1010',
  countryCode: 'AT',
  vatId: 'ATU12345678',
};
const BUYER_US = {
  ...BUYER_DE,
  name: 'Acme Inc.',
  addressLines: ['1 Main St'],
  city: 'Springfield',
  postalCode: '62701',
  countryCode: 'US',
  vatId: null,
};
const invoiceDate = '2026-10-01';
/** The invoice a credit note credits: 1,000.00 at 19% and 500.00 at 7%. */
const credited = source({
  number: 'INV-2026-0040',
  issueDate: invoiceDate,
  lines: [line('Design', 100_000, 1, ['s19']), line('Print', 50_000, 1, ['s7'])],
});

/** [what, German (XRechnung) or not, the source]. */
const CASES: [string, boolean, EInvoiceSource][] = [
  ['standard rate 19% (de)', true, source()],
  ['reduced rate 7% (de)', true, source({ lines: [line('Fachbuch', 4_990, 3, ['s7'])] })],
  [
    'mixed rates with line and document discounts (de)',
    true,
    source({
      lines: [
        line('Beratung', 12_000, 5, ['s19'], { discount: { percent: 10_000n } }),
        line('Broschüre', 1_999, 40, ['s7'], { discount: { amount: 2_000n } }),
        line('Lizenz', 33_333, 1, ['s19']),
      ],
      discount: { percent: 5_000n },
    }),
  ],
  [
    'exempt (de), with its reason',
    true,
    source({ lines: [line('Heilbehandlung', 8_000, 4, ['e0'])] }),
  ],
  [
    'zero-rated (en)',
    false,
    source({ language: 'en', lines: [line('Printed books', 2_500, 10, ['z0'])] }),
  ],
  [
    'reverse charge to Austria (en)',
    false,
    source({ language: 'en', buyer: BUYER_AT, lines: [line('Consulting', 95_000, 3, ['ae0'])] }),
  ],
  [
    'intra-community supply from France (fr)',
    false,
    source({
      language: 'fr',
      seller: SELLER_FR,
      lines: [line('Luminaires', 45_000, 6, ['k0'])],
    }),
  ],
  [
    'export to the US (es)',
    false,
    source({ language: 'es', buyer: BUYER_US, lines: [line('Diseño web', 250_000, 1, ['g0'])] }),
  ],
  [
    'outside the scope of VAT (it)',
    false,
    source({
      language: 'it',
      lines: [line('Rimborso spese', 12_345, 1, ['o0'])],
    }),
  ],
  [
    'line discounts, percent and amount (nl)',
    false,
    source({
      language: 'nl',
      lines: [
        line('Fotografie', 15_000, 3, ['s20'], { discount: { percent: 12_500n } }),
        line('Retouche', 4_000, 7, ['s20'], { discount: { amount: 1_001n } }),
      ],
    }),
  ],
  [
    'a document discount in PLN (pl)',
    false,
    source({
      language: 'pl',
      currency: 'PLN',
      lines: [line('Tłumaczenie', 18_000, 3, ['s23']), line('Korekta', 6_500, 2, ['s23'])],
      discount: { amount: 5_000n },
    }),
  ],
  [
    'prices including tax, a quantity that does not divide the net (pt)',
    false,
    source({
      language: 'pt',
      pricesIncludeTax: true,
      lines: [line('Sessões', 1_005, 3, ['s23']), line('Material', 555, 1, ['s10'])],
    }),
  ],
  [
    'prices including tax with a document discount and two rates (de)',
    true,
    source({
      pricesIncludeTax: true,
      lines: [line('Kurs', 11_900, 3, ['s19']), line('Skript', 1_070, 3, ['s7'])],
      discount: { percent: 10_000n },
    }),
  ],
  [
    'a deposit invoice (386) with its VAT (de)',
    true,
    source({
      kind: 'deposit',
      number: 'INV-2026-0050',
      pricesIncludeTax: true,
      serviceDate: null,
      lines: [
        line('Anzahlung (30 %) auf Angebot P-7', 35_700, 1, ['s19']),
        line('Anzahlung (30 %) auf Angebot P-7', 16_050, 1, ['s7']),
      ],
      notes: 'Anzahlung auf Angebot P-7. Sie wird von der Schlussrechnung abgezogen.',
    }),
  ],
  [
    'the final invoice deducting the deposit paid (de)',
    true,
    source({
      kind: 'final',
      number: 'INV-2026-0051',
      lines: [line('Design', 100_000, 1, ['s19']), line('Druck', 50_000, 1, ['s7'])],
      prepaid: { invoiceNumber: 'INV-2026-0050', amount: 51_750n, tax: 6_750n },
    }),
  ],
  [
    'a credit note of the whole invoice (en)',
    false,
    {
      ...credited,
      kind: 'credit-note',
      number: 'CN-0001',
      language: 'en',
      issueDate: '2026-11-05',
      dueDate: null,
      paymentTerms: null,
      credit: {
        invoiceNumber: 'INV-2026-0040',
        invoiceDate,
        amount: 172_500n,
        reason: 'Cancelled',
      },
    },
  ],
  [
    'a credit note of part of the invoice (de)',
    true,
    {
      ...credited,
      kind: 'credit-note',
      number: 'CN-0002',
      issueDate: '2026-11-05',
      dueDate: null,
      credit: { invoiceNumber: 'INV-2026-0040', invoiceDate, amount: 50_000n, reason: 'Nachlass' },
    },
  ],
  ['100 lines at two rates (de)', true, source({ lines: at(100) })],
  [
    'a service period and an order reference (de)',
    true,
    source({
      serviceDate: null,
      servicePeriod: { start: '2026-10-01', end: '2026-10-31' },
      orderReference: 'PO-7781',
      notes: 'Wartung Oktober',
    }),
  ],
  [
    'yen, a currency without minor units (en)',
    false,
    source({ language: 'en', currency: 'JPY', lines: [line('Illustration', 48_000, 3, ['s10'])] }),
  ],
  [
    'US dollars, a bank account without BIC (en)',
    false,
    source({
      language: 'en',
      currency: 'USD',
      seller: { ...SELLER_DE, bic: null, accountHolder: 'Studio Nord GmbH Konto' },
      lines: [line('Hosting', 2_999, 12, ['s19'])],
    }),
  ],
];

/** The totals an e-invoice must state: computeDocument's, or a credit note's share of them. */
function expectedTotals(s: EInvoiceSource) {
  const digits = s.currency === 'JPY' ? 0 : 2;
  if (s.credit) {
    const parts = creditNoteTaxGroups(s.credit.amount, taxGroups(mathDocumentOf(s), s.totals));
    const tax = parts.reduce((a, p) => a + p.tax, 0n);
    return {
      exclusive: decimal(s.credit.amount - tax, digits),
      tax: decimal(tax, digits),
      total: decimal(s.credit.amount, digits),
      payable: decimal(s.credit.amount, digits),
    };
  }
  const prepaid = s.prepaid?.amount ?? 0n;
  return {
    exclusive: decimal(s.totals.total - s.totals.tax, digits),
    tax: decimal(s.totals.tax, digits),
    total: decimal(s.totals.total, digits),
    payable: decimal(s.totals.total - prepaid, digits),
  };
}

function statedTotals(xml: string, syntax: 'CII' | 'UBL') {
  const read = (pattern: RegExp) => xml.match(pattern)?.[1];
  return syntax === 'CII'
    ? {
        exclusive: read(/<ram:TaxBasisTotalAmount>([^<]+)</),
        tax: read(/<ram:TaxTotalAmount currencyID="\w+">([^<]+)</),
        total: read(/<ram:GrandTotalAmount>([^<]+)</),
        payable: read(/<ram:DuePayableAmount>([^<]+)</),
      }
    : {
        exclusive: read(/<cbc:TaxExclusiveAmount currencyID="\w+">([^<]+)</),
        tax: read(/<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="\w+">([^<]+)</),
        total: read(/<cbc:TaxInclusiveAmount currencyID="\w+">([^<]+)</),
        payable: read(/<cbc:PayableAmount currencyID="\w+">([^<]+)</),
      };
}

it('covers the issue’s table: at least 20 documents, each of the eight languages', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(20);
  expect(new Set(CASES.map(([, , s]) => s.language))).toEqual(
    new Set(['en', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'pt']),
  );
});

describe.each(CASES)('%s', (_what, german, s) => {
  const formats: EInvoiceFormat[] = german
    ? ['xrechnung-cii', 'xrechnung-ubl']
    : ['factur-x', 'peppol'];

  it.each(formats)(
    'as %s: nothing missing, no rule broken, computeDocument’s totals',
    async (format) => {
      expect(eInvoiceChecklist(s, format)).toEqual([]);
      const xml = await generateEInvoiceXml(s, format);
      const syntax = E_INVOICE_SYNTAX[format];
      const result = await validator.validate(xml, { syntax, profile: E_INVOICE_PROFILE[format] });
      expect(result.errors).toEqual([]);
      expect(statedTotals(xml, syntax)).toEqual(expectedTotals(s));
    },
  );
});

describe('what the XML says beyond the totals', () => {
  it('a credit note is a 381 referring to its invoice, in UBL and CII', async () => {
    const [, , note] = CASES.find(([what]) => what.startsWith('a credit note of part'))!;
    const ubl = await generateEInvoiceXml(note, 'xrechnung-ubl');
    expect(ubl).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(ubl).toMatch(
      /<cac:InvoiceDocumentReference>\s*<cbc:ID>INV-2026-0040<\/cbc:ID>\s*<cbc:IssueDate>2026-10-01<\/cbc:IssueDate>/,
    );
    const cii = await generateEInvoiceXml(note, 'xrechnung-cii');
    expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cii).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>INV-2026-0040</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261001</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>',
    );
    // 500.00 of 1,725.00: 344.93 at 19% (VAT 55.07) and 155.07 at 7% (VAT 10.14).
    expect(cii).toMatch(/<ram:CalculatedAmount>55.07<\/ram:CalculatedAmount>/);
    expect(cii).toMatch(/<ram:CalculatedAmount>10.14<\/ram:CalculatedAmount>/);
  });

  it('a deposit invoice is a 386; a final invoice deducts it as BT-113', async () => {
    const deposit = CASES.find(([what]) => what.startsWith('a deposit'))![2];
    expect(await generateEInvoiceXml(deposit, 'xrechnung-cii')).toContain(
      '<ram:TypeCode>386</ram:TypeCode>',
    );
    const final = CASES.find(([what]) => what.startsWith('the final'))![2];
    const ubl = await generateEInvoiceXml(final, 'xrechnung-ubl');
    expect(ubl).toContain('<cbc:PrepaidAmount currencyID="EUR">517.50</cbc:PrepaidAmount>');
    expect(ubl).toContain('<cbc:PayableAmount currencyID="EUR">1207.50</cbc:PayableAmount>');
    expect(ubl).toMatch(/Abzüglich Anzahlung, Rechnung INV-2026-0050: 517,50\s€/);
  });

  it('states the date of supply CII needs: the service date, else the period’s end, else the issue date', async () => {
    const period = CASES.find(([what]) => what.startsWith('a service period'))![2];
    expect(await generateEInvoiceXml(period, 'xrechnung-cii')).toMatch(
      /<ram:ActualDeliverySupplyChainEvent>\s*<ram:OccurrenceDateTime>\s*<udt:DateTimeString format="102">20261031</,
    );
    const undated = source({ kind: 'deposit', serviceDate: null });
    expect(await generateEInvoiceXml(undated, 'factur-x')).toMatch(
      /<ram:ActualDeliverySupplyChainEvent>\s*<ram:OccurrenceDateTime>\s*<udt:DateTimeString format="102">20261102</,
    );
  });
});

describe('the validator’s rules mapped to the form', () => {
  it('an XRechnung without IBAN and buyer reference fails on those, each naming its field', async () => {
    const lacking = source({
      buyerReference: null,
      seller: { ...SELLER_DE, iban: null, bic: null },
    });
    expect(eInvoiceChecklist(lacking, 'xrechnung-ubl')).toEqual([
      {
        rule: 'BR-DE-23-a',
        field: 'workspace.iban',
        message: 'BR-DE-23-a: add your IBAN under Workspace → Bank details',
      },
      {
        rule: 'BR-DE-15',
        field: 'invoice.buyerReference',
        message:
          'BR-DE-15: add the buyer reference (for a public buyer its Leitweg-ID) to the invoice',
      },
    ]);
    const xml = await generateEInvoiceXml(lacking, 'xrechnung-ubl');
    const result = await validator.validate(xml, { syntax: 'UBL', profile: 'XRECHNUNG' });
    expect(checklistOfIssues(result.errors).map((item) => [item.rule, item.field])).toEqual([
      ['BR-DE-1', 'workspace.iban'],
      ['BR-DE-15', 'invoice.buyerReference'],
    ]);
  });
});
