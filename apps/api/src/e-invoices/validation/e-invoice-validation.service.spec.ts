import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { checkSchema } from './e-invoice-schema';
import { checkRules } from './e-invoice-schematron';
import { EInvoiceValidationService } from './e-invoice-validation.service';
import {
  broken,
  compileStylesheets,
  errorRules,
  example,
} from '../../../test/support/e-invoice-examples';

// A validation takes 0.3 to 2 s on a busy two-core machine; loading the stylesheets a few more.
jest.setTimeout(120_000);

const validator = new EInvoiceValidationService();

beforeAll(async () => {
  compileStylesheets();
  await validator.warmUp();
}, 600_000);

// The pool's threads end with the tests, or jest would wait for them.
afterAll(() => validator.close());

describe('the official examples', () => {
  it.each([
    'en16931/CII_example1.xml',
    'en16931/CII_example4.xml',
    'en16931/CII_business_example_01.xml',
    'en16931/CII_business_example_Z.xml',
    'en16931/XRechnung-O.xml',
  ])('%s passes EN 16931 (CII) with no error', async (path) => {
    const result = await validator.validate(example(path), { syntax: 'CII', profile: 'EN16931' });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each([
    'en16931/ubl-tc434-example1.xml',
    'en16931/ubl-tc434-example4.xml',
    'en16931/ubl-tc434-creditnote1.xml',
    'en16931/guide-example3.xml',
  ])('%s passes EN 16931 (UBL) with no error', async (path) => {
    const result = await validator.validate(example(path), { syntax: 'UBL', profile: 'EN16931' });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each([
    ['xrechnung/01.01a-INVOICE_uncefact.xml', 'CII'],
    ['xrechnung/01.05a-INVOICE_uncefact.xml', 'CII'],
    ['xrechnung/01.01a-INVOICE_ubl.xml', 'UBL'],
    ['xrechnung/01.05a-INVOICE_ubl.xml', 'UBL'],
  ] as const)(
    '%s (the XRechnung test suite) passes EN 16931 and XRechnung',
    async (path, syntax) => {
      const xml = example(path);
      for (const profile of ['EN16931', 'XRECHNUNG'] as const) {
        const result = await validator.validate(xml, { syntax, profile });
        expect({ profile, errors: result.errors }).toEqual({ profile, errors: [] });
      }
    },
  );

  it('refuses an EN 16931 example that lacks what XRechnung asks for, naming the rules', async () => {
    const result = await validator.validate(example('en16931/CII_example4.xml'), {
      syntax: 'CII',
      profile: 'XRECHNUNG',
    });
    expect(result.valid).toBe(false);
    // No buyer reference (BR-DE-15), and the Peppol rules XRechnung adopts: no business
    // process (R001), no electronic address of the seller (R020) or the buyer (R010).
    expect(errorRules(result)).toEqual([
      'BR-DE-15',
      'PEPPOL-EN16931-R001',
      'PEPPOL-EN16931-R010',
      'PEPPOL-EN16931-R020',
    ]);
    const issue = result.errors.find((error) => error.rule === 'BR-DE-15');
    expect(issue).toEqual({
      rule: 'BR-DE-15',
      severity: 'fatal',
      ruleSet: 'XRECHNUNG',
      location: '/rsm:CrossIndustryInvoice[1]',
      message: '[BR-DE-15] Das Element "Buyer reference" (BT-10) muss übermittelt werden.',
    });
  });
});

describe('a broken XRechnung in CII', () => {
  const cii = example('xrechnung/01.01a-INVOICE_uncefact.xml');
  const validate = (xml: string) =>
    validator.validate(xml, { syntax: 'CII', profile: 'XRECHNUNG' });

  // EN 16931 1.3.16 asks it in CII by CII-SR-470 where UBL keeps BR-61.
  it('without the IBAN of a SEPA transfer: CII-SR-470 and BR-DE-23-a', async () => {
    const xml = broken(
      cii,
      /<ram:PayeePartyCreditorFinancialAccount>[\s\S]*?<\/ram:PayeePartyCreditorFinancialAccount>/,
      '',
    );
    const result = await validate(xml);
    expect(errorRules(result)).toEqual(['BR-DE-23-a', 'CII-SR-470']);
    expect(result.errors.find((error) => error.rule === 'CII-SR-470')).toMatchObject({
      ruleSet: 'EN16931',
      severity: 'fatal',
      message: '[CII-SR-470] - Either the IBAN or a Proprietary ID (BT-84) shall be used.',
      location:
        '/rsm:CrossIndustryInvoice[1]/rsm:SupplyChainTradeTransaction[1]/ram:ApplicableHeaderTradeSettlement[1]',
    });
  });

  // BR-S-02: standard-rated lines need the seller's VAT id; BR-DE-16: XRechnung needs a VAT id
  // or a tax number.
  it("without the seller's VAT identifier: BR-S-02 and BR-DE-16", async () => {
    const xml = broken(
      cii,
      /<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
      '',
    );
    expect(errorRules(await validate(xml))).toEqual(['BR-DE-16', 'BR-S-02']);
  });

  it('with a grand total that is not the net total plus VAT: BR-CO-15 and BR-CO-16', async () => {
    const xml = broken(cii, /<ram:GrandTotalAmount>336.9</, '<ram:GrandTotalAmount>346.9<');
    expect(errorRules(await validate(xml))).toEqual(['BR-CO-15', 'BR-CO-16']);
  });

  // BR-CO-13: the total without VAT is the net total less allowances plus charges.
  it('with a net total that is not the sum of the lines: BR-CO-10 and BR-CO-13', async () => {
    const xml = broken(cii, /<ram:LineTotalAmount>314.86</, '<ram:LineTotalAmount>300.00<');
    expect(errorRules(await validate(xml))).toEqual(['BR-CO-10', 'BR-CO-13']);
  });

  it('without a buyer reference: BR-DE-15, which EN 16931 alone does not ask', async () => {
    const xml = broken(cii, /<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, '');
    expect(errorRules(await validate(xml))).toEqual(['BR-DE-15']);
    const norm = await validator.validate(xml, { syntax: 'CII', profile: 'EN16931' });
    expect(norm).toMatchObject({ valid: true, errors: [] });
  });

  it("without the seller's contact: BR-DE-2", async () => {
    const xml = broken(cii, /<ram:DefinedTradeContact>[\s\S]*?<\/ram:DefinedTradeContact>/, '');
    expect(errorRules(await validate(xml))).toEqual(['BR-DE-2']);
  });
});

describe('a broken XRechnung in UBL', () => {
  const ubl = example('xrechnung/01.01a-INVOICE_ubl.xml');
  const validate = (xml: string) =>
    validator.validate(xml, { syntax: 'UBL', profile: 'XRECHNUNG' });

  it('without the IBAN of a SEPA transfer: BR-61 and BR-DE-23-a', async () => {
    const xml = broken(ubl, /<cac:PayeeFinancialAccount>[\s\S]*?<\/cac:PayeeFinancialAccount>/, '');
    expect(errorRules(await validate(xml))).toEqual(['BR-61', 'BR-DE-23-a']);
  });

  // BR-S-02: standard-rated lines need the seller's VAT id; BR-DE-16: XRechnung needs a VAT id
  // or a tax number.
  it("without the seller's VAT identifier: BR-S-02 and BR-DE-16", async () => {
    const xml = broken(ubl, /<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, '');
    expect(errorRules(await validate(xml))).toEqual(['BR-DE-16', 'BR-S-02']);
  });

  it('with a total with VAT that is not the net total plus VAT: BR-CO-15 and BR-CO-16', async () => {
    const xml = broken(
      ubl,
      /<cbc:TaxInclusiveAmount currencyID="EUR">336.9</,
      '<cbc:TaxInclusiveAmount currencyID="EUR">346.9<',
    );
    expect(errorRules(await validate(xml))).toEqual(['BR-CO-15', 'BR-CO-16']);
  });
});

describe('XML that is not the schema', () => {
  const cii = example('xrechnung/01.01a-INVOICE_uncefact.xml');

  it('answers the schema error alone, with its line, and no rule', async () => {
    const xml = broken(cii, /<ram:TypeCode>380<\/ram:TypeCode>/, '<ram:Kind>380</ram:Kind>');
    const result = await validator.validate(xml, { syntax: 'CII', profile: 'XRECHNUNG' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        rule: 'XSD',
        severity: 'error',
        ruleSet: 'XSD',
        location: 'line 16',
        message: expect.stringContaining(
          "Element '{urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100}Kind': This element is not expected.",
        ),
      },
    ]);
  });

  it('refuses a CII invoice checked as UBL', async () => {
    const result = await validator.validate(cii, { syntax: 'UBL', profile: 'EN16931' });
    expect(result.errors).toEqual([
      expect.objectContaining({
        rule: 'XSD',
        message: expect.stringContaining(
          'No matching global declaration available for the validation root',
        ),
      }),
    ]);
  });

  it('refuses XML that is not well-formed, saying where', async () => {
    const result = await validator.validate(cii.replace('</rsm:CrossIndustryInvoice>', ''), {
      syntax: 'CII',
      profile: 'EN16931',
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      expect.objectContaining({ rule: 'XSD', location: expect.stringMatching(/^line \d+$/) }),
    ]);
  });
});

describe('offline', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens no connection, even for an invoice naming an external DTD', async () => {
    const calls = [
      jest.spyOn(http, 'request'),
      jest.spyOn(http, 'get'),
      jest.spyOn(https, 'request'),
      jest.spyOn(https, 'get'),
      jest.spyOn(net.Socket.prototype, 'connect'),
      jest.spyOn(globalThis, 'fetch'),
    ];
    const xml = example('xrechnung/01.01a-INVOICE_uncefact.xml').replace(
      /<rsm:CrossIndustryInvoice/,
      '<!DOCTYPE rsm:CrossIndustryInvoice SYSTEM "http://127.0.0.1:9/invoice.dtd">\n<rsm:CrossIndustryInvoice',
    );
    const result = await validator.validate(xml, { syntax: 'CII', profile: 'XRECHNUNG' });
    // The rules run in the pool's threads, which these spies do not see: the same code once more
    // on this thread, where they do (the schema check here hands xmllint a thread of its own).
    expect(await checkSchema(xml, 'CII')).toEqual([]);
    const rules = await checkRules(xml, [
      { stylesheet: 'EN16931-CII', ruleSet: 'EN16931' },
      { stylesheet: 'XRechnung-CII', ruleSet: 'XRECHNUNG' },
    ]);
    for (const call of calls) expect(call).not.toHaveBeenCalled();
    expect(result.errors).toEqual([]);
    expect(rules.filter((issue) => issue.severity === 'fatal')).toEqual([]);
  });
});
