/**
 * E-invoice validation: how long the offline check of a 100-line invoice takes (XML schema, then
 * EN 16931, then for XRechnung the KoSIT rules), in CII and UBL, for each profile. Cold is the
 * first validation in a new process (the compiled stylesheets and schemas loaded from disk);
 * warm is the median and worst of the next ones. The target is under a second. Baseline
 * in the same run: the time @e-invoice-eu/core takes to render the same invoice as XML. Beside
 * the wall time, the CPU time a warm validation used (all its threads): on a shared machine the
 * wall time says how busy the cores were, the CPU time what a validation costs.
 * Uses the built api (npx nx run @dealdraft/api:build); needs no running app.
 * Run: npm run bench -- e-invoices   (BENCH_EINVOICE_LINES, BENCH_EINVOICE_RUNS)
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LINES = Number(process.env.BENCH_EINVOICE_LINES ?? 100);
const RUNS = Number(process.env.BENCH_EINVOICE_RUNS ?? 10);
const SERVICE = join(ROOT, 'apps/api/dist/e-invoices/validation/e-invoice-validation.service.js');

// The api's own dependency, as the api will load it.
const apiRequire = createRequire(join(ROOT, 'apps/api/package.json'));
const { InvoiceService } = apiRequire('@e-invoice-eu/core') as typeof import('@e-invoice-eu/core');
const { EInvoiceValidationService } = apiRequire(SERVICE) as {
  EInvoiceValidationService: new () => {
    validate(
      xml: string,
      options: { syntax: Syntax; profile: Profile },
    ): Promise<{ errors: unknown[] }>;
  };
};

type Syntax = 'CII' | 'UBL';
type Profile = 'EN16931' | 'XRECHNUNG';

const cents = (value: number) => (value / 100).toFixed(2);

/** A German B2B invoice of `lines` lines at 19 %, the amounts computed in cents. */
function invoice(lines: number) {
  const rows = Array.from({ length: lines }, (_, i) => {
    const quantity = 1 + (i % 7);
    const price = 2500 + ((i * 137) % 9000);
    return { id: String(i + 1), quantity, price, net: quantity * price };
  });
  const net = rows.reduce((sum, row) => sum + row.net, 0);
  const vat = Math.round(net * 0.19);
  const vat19 = { 'cbc:ID': 'S', 'cbc:Percent': '19', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const address = (street: string, city: string, zip: string) => ({
    'cbc:StreetName': street,
    'cbc:CityName': city,
    'cbc:PostalZone': zip,
    'cac:Country': { 'cbc:IdentificationCode': 'DE' },
  });
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'cbc:ID': 'INV-2026-0100',
      'cbc:IssueDate': '2026-11-02',
      'cbc:DueDate': '2026-11-16',
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': 'PO-7781',
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': 'billing@studio.example',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': 'Studio Nord GmbH' },
          'cac:PostalAddress': address('Hafenstraße 5', 'Hamburg', '20457'),
          'cac:PartyTaxScheme': [
            { 'cbc:CompanyID': 'DE123456789', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Studio Nord GmbH' },
          'cac:Contact': {
            'cbc:Name': 'Jana Berg',
            'cbc:Telephone': '+49 40 123456',
            'cbc:ElectronicMail': 'jana@studio.example',
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': 'ap@client.example',
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': 'Client AG' },
          'cac:PostalAddress': address('Marktplatz 1', 'Köln', '50667'),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Client AG' },
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': '2026-10-30' },
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': '58',
          'cac:PayeeFinancialAccount': { 'cbc:ID': 'DE75512108001245126199' },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': 'Payable within 14 days.' },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': cents(vat),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': cents(net),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': cents(vat),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': vat19,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': cents(net),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': cents(net),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': cents(net + vat),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': cents(net + vat),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': rows.map((row) => ({
        'cbc:ID': row.id,
        'cbc:InvoicedQuantity': String(row.quantity),
        'cbc:InvoicedQuantity@unitCode': 'HUR',
        'cbc:LineExtensionAmount': cents(row.net),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': { 'cbc:Name': `Work package ${row.id}`, 'cac:ClassifiedTaxCategory': vat19 },
        'cac:Price': { 'cbc:PriceAmount': cents(row.price), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
    },
  };
}

const silent = { log() {}, warn() {}, error() {} };
const now = () => performance.now();
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function render(format: string): Promise<{ xml: string; times: number[] }> {
  const data = invoice(LINES) as unknown as import('@e-invoice-eu/core').Invoice;
  const service = new InvoiceService(silent);
  const times: number[] = [];
  let xml = '';
  for (let run = 0; run < RUNS; run++) {
    const started = now();
    xml = String(await service.generate(data, { format, lang: 'de-de' }));
    times.push(now() - started);
  }
  return { xml, times };
}

/** The first validation in a fresh process: what the first invoice after a start waits. */
function cold(xml: string, syntax: Syntax, profile: Profile): number {
  const script = `
    const { EInvoiceValidationService } = require(${JSON.stringify(SERVICE)});
    let xml = ''; process.stdin.on('data', (c) => (xml += c)).on('end', async () => {
      const started = performance.now();
      const result = await new EInvoiceValidationService().validate(xml, ${JSON.stringify({ syntax, profile })});
      process.stdout.write(JSON.stringify({ ms: performance.now() - started, errors: result.errors.length }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { input: xml }).toString());
  if (out.errors > 0)
    throw new Error(`the bench invoice has ${out.errors} error(s) (${syntax}, ${profile})`);
  return out.ms;
}

async function main(): Promise<void> {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`E-invoice validation, ${LINES} lines, ${RUNS} warm runs each (load ${load}):`);
  console.log(
    '  what                                   cold      warm p50  warm max  warm CPU p50   render p50 (baseline)',
  );
  const validator = new EInvoiceValidationService();
  for (const syntax of ['CII', 'UBL'] as const) {
    const rendered = await render(`XRECHNUNG-${syntax}`);
    for (const profile of ['EN16931', 'XRECHNUNG'] as const) {
      const first = cold(rendered.xml, syntax, profile);
      await validator.validate(rendered.xml, { syntax, profile });
      const times: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = now();
        const used = process.cpuUsage();
        const result = await validator.validate(rendered.xml, { syntax, profile });
        times.push(now() - started);
        const { user, system } = process.cpuUsage(used);
        cpu.push((user + system) / 1000);
        if (result.errors.length > 0)
          throw new Error(`${syntax} ${profile}: ${result.errors.length} error(s)`);
      }
      const label = `${syntax} ${(rendered.xml.length / 1024).toFixed(0)} KB, ${profile}`.padEnd(
        36,
      );
      console.log(
        `  ${label} ${ms(first)}  ${ms(median(times))}  ${ms(Math.max(...times))}  ${ms(median(cpu))}       ${ms(median(rendered.times))}`,
      );
    }
  }
}

await main();
