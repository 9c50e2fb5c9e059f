/**
 * E-invoice validation beside the PDF render of the same invoice. The validation is the offline
 * check the api makes (XML schema by xmllint-wasm, the EN 16931 rules and for XRechnung the KoSIT
 * rules by SaxonJS, on the api's pool of worker threads), of invoices of 10, 100 and 1,000 lines
 * rendered as CII and UBL by @e-invoice-eu/core, under each profile:
 * - cold: the first validation in a new process (the pool's thread started, the compiled rules and
 *   schemas loaded from disk, SaxonJS not yet optimised by V8): what the first invoice after a
 *   start waits;
 * - warm: p50 and p95 of the next ones in one process, with the CPU time a validation used (all
 *   threads: on a shared machine the wall time says how busy the cores were, the CPU time what a
 *   validation costs); and for the event loop of the process asking, as the api's would be: the
 *   time it was busy per validation (p50), and the longest it was held (the api warns from
 *   100 ms), beside the longest it was held while nothing ran, the machine's own share.
 * Baselines in the same run: the PDF of the 100-line invoice rendered by the api's own renderer
 * (its BrowserPool and invoice template, a warm Chromium page, no queue), and the XML render.
 * The target: a 100-line invoice validated in under a second.
 *
 * Uses the built api (npx nx run @dealdraft/api:build); needs no running app, only Chromium
 * (PUPPETEER_EXECUTABLE_PATH, else /usr/bin/chromium; BENCH_EINVOICE_PDF=0 leaves the PDF out).
 * Run: npm run bench -- e-invoices
 *   BENCH_EINVOICE_LINES   sizes, default 10,100,1000
 *   BENCH_EINVOICE_RUNS    warm runs per cell, default 20 (10 for the PDF)
 *   BENCH_EINVOICE_RUNS_LARGE  warm runs for 1,000 lines and more, default 3 (about 30 s each in CII)
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps/api/dist');
const SIZES = (process.env.BENCH_EINVOICE_LINES ?? '10,100,1000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_EINVOICE_RUNS ?? 20);
const RUNS_LARGE = Number(process.env.BENCH_EINVOICE_RUNS_LARGE ?? 3);
const PDF = process.env.BENCH_EINVOICE_PDF !== '0';
const SERVICE = join(DIST, 'e-invoices/validation/e-invoice-validation.service.js');

// The api's own dependency, as the api will load it.
const apiRequire = createRequire(join(ROOT, 'apps/api/package.json'));
const { InvoiceService } = apiRequire('@e-invoice-eu/core') as typeof import('@e-invoice-eu/core');

type Syntax = 'CII' | 'UBL';
type Profile = 'EN16931' | 'XRECHNUNG';
interface Validator {
  validate(
    xml: string,
    options: { syntax: Syntax; profile: Profile },
  ): Promise<{ errors: unknown[] }>;
  warmUp(): Promise<void>;
  close(): Promise<void>;
}
const { EInvoiceValidationService } = apiRequire(SERVICE) as {
  EInvoiceValidationService: new () => Validator;
};

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
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/**
 * The longest this process's event loop was held while `work` ran: how late a timer due every
 * 10 ms ran, as the api's EventLoopMetrics measures it.
 */
async function loopHeld<T>(
  work: () => Promise<T>,
): Promise<{ result: T; heldMs: number; busyMs: number }> {
  let worst = 0;
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    worst = Math.max(worst, at - last - 10);
    last = at;
  }, 10);
  const before = performance.eventLoopUtilization();
  try {
    const result = await work();
    const { active } = performance.eventLoopUtilization(before);
    return { result, heldMs: Math.max(worst, now() - last - 10), busyMs: active };
  } finally {
    clearInterval(timer);
  }
}

async function renderXml(lines: number, syntax: Syntax): Promise<{ xml: string; p50: number }> {
  const data = invoice(lines) as unknown as import('@e-invoice-eu/core').Invoice;
  const service = new InvoiceService(silent);
  const times: number[] = [];
  let xml = '';
  for (let run = 0; run < 3; run++) {
    const started = now();
    xml = String(await service.generate(data, { format: `XRECHNUNG-${syntax}`, lang: 'de-de' }));
    times.push(now() - started);
  }
  return { xml, p50: percentile(times, 50) };
}

/** The first validation in a fresh process: what the first invoice after a start waits. */
function cold(xml: string, syntax: Syntax, profile: Profile): number {
  const script = `
    const { EInvoiceValidationService } = require(${JSON.stringify(SERVICE)});
    let xml = ''; process.stdin.on('data', (c) => (xml += c)).on('end', async () => {
      const validator = new EInvoiceValidationService();
      const started = performance.now();
      const result = await validator.validate(xml, ${JSON.stringify({ syntax, profile })});
      const ms = performance.now() - started;
      await validator.close();
      process.stdout.write(JSON.stringify({ ms, errors: result.errors.length }));
    });`;
  const out = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { input: xml, maxBuffer: 1 << 20 }).toString(),
  );
  if (out.errors > 0)
    throw new Error(`the bench invoice has ${out.errors} error(s) (${syntax}, ${profile})`);
  return out.ms;
}

/** The 100-line invoice's PDF by the api's renderer: a warm Chromium page, as its worker has. */
async function renderPdf(lines: number): Promise<string> {
  if (!PDF) return 'left out (BENCH_EINVOICE_PDF=0)';
  const distRequire = createRequire(join(DIST, 'main.js'));
  const { BrowserPool } = distRequire('./pdf/browser-pool.js');
  const { documentHtml, footerTemplate } = distRequire('./pdf/templates/document-html.js');
  const { invoiceDocument } = distRequire('./documents/content/to-printable.js');
  const doc = invoiceDocument(printableInvoice(lines), false);
  const html = documentHtml(doc);
  const options = {
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: footerTemplate(doc),
    preferCSSPageSize: true,
  };
  const pool = new BrowserPool({
    pdf: {
      executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
      poolSize: 1,
      timeoutMs: 60_000,
    },
  });
  try {
    const started = now();
    let pdf: Buffer = await pool.renderPdf(html, options);
    const first = now() - started;
    const times: number[] = [];
    const runs = Math.max(1, Math.round(RUNS / 2));
    for (let run = 0; run < runs; run++) {
      const at = now();
      pdf = await pool.renderPdf(html, options);
      times.push(now() - at);
    }
    return (
      `first ${ms(first).trim()} (Chromium started), then p50 ${ms(percentile(times, 50)).trim()}, ` +
      `p95 ${ms(percentile(times, 95)).trim()} over ${runs} renders (${(pdf.length / 1024).toFixed(0)} KB)`
    );
  } catch (error) {
    return `not measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
  } finally {
    await pool.onApplicationShutdown();
  }
}

/** The bench invoice as the api's invoice template reads it (an invoice record, in euros). */
function printableInvoice(lines: number) {
  const items = Array.from({ length: lines }, (_, i) => {
    const quantity = 1 + (i % 7);
    const rate = (2500 + ((i * 137) % 9000)) / 100;
    return {
      description: `Work package ${i + 1}`,
      extraDetails: null,
      rate,
      quantity,
      total: Math.round(rate * quantity * 100) / 100,
      discount: null,
    };
  });
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) / 100;
  const tax = Math.round(subtotal * 19) / 100;
  return {
    invoiceNumber: 'INV-2026-0100',
    invoiceDate: '2026-11-02',
    dueDate: '2026-11-16',
    businessName: 'Studio Nord GmbH',
    businessEmail: 'billing@studio.example',
    businessAddress: 'Hafenstraße 5, 20457 Hamburg',
    businessPhone: '+49 40 123456',
    businessNumber: 'DE123456789',
    clientName: 'Client AG',
    clientEmail: 'ap@client.example',
    clientAddress: 'Marktplatz 1, 50667 Köln',
    clientPhone: null,
    clientMobile: null,
    clientFax: null,
    paymentTerms: 'Payable within 14 days.',
    notes: null,
    lineItems: items,
    amount: Math.round((subtotal + tax) * 100) / 100,
    status: 'sent',
    amountPaid: 0,
    amountCredited: 0,
    depositDeducted: 0,
    depositInvoiceNumber: null,
    proposalNumber: null,
    currency: 'EUR',
    language: 'de',
    subtotal,
    discountTotal: 0,
    taxes: [{ name: 'USt.', percent: 19, base: subtotal, amount: tax }],
    pricesIncludeTax: false,
    taxNote: null,
  };
}

async function main(): Promise<void> {
  const started = now();
  console.log(
    `E-invoice validation beside the PDF render (${availableParallelism()} cores, load ${load()})`,
  );
  console.log(`PDF of the 100-line invoice, the api's renderer: ${await renderPdf(100)}`);
  const idle = await loopHeld(() => new Promise((done) => setTimeout(done, 5_000)));
  console.log(
    `Event loop with nothing running for 5 s: held at most ${idle.heldMs.toFixed(0)} ms (the machine's own share)`,
  );
  const validator = new EInvoiceValidationService();
  await validator.warmUp();
  console.log(
    '\nlines  syntax  profile     XML      XML render      cold  warm p50  warm p95  CPU p50  loop busy  loop held  runs',
  );
  try {
    for (const lines of SIZES) {
      const runs = lines >= 1000 ? RUNS_LARGE : RUNS;
      for (const syntax of ['CII', 'UBL'] as const) {
        const rendered = await renderXml(lines, syntax);
        for (const profile of ['EN16931', 'XRECHNUNG'] as const) {
          const first = cold(rendered.xml, syntax, profile);
          // Once unmeasured: V8 optimises for this size too.
          await validator.validate(rendered.xml, { syntax, profile });
          const times: number[] = [];
          const cpu: number[] = [];
          const busy: number[] = [];
          let held = 0;
          for (let run = 0; run < runs; run++) {
            const at = now();
            const used = cpuMs();
            const { result, heldMs, busyMs } = await loopHeld(() =>
              validator.validate(rendered.xml, { syntax, profile }),
            );
            times.push(now() - at);
            cpu.push(cpuMs() - used);
            held = Math.max(held, heldMs);
            busy.push(busyMs);
            if (result.errors.length > 0)
              throw new Error(
                `${lines} lines ${syntax} ${profile}: ${result.errors.length} error(s)`,
              );
          }
          console.log(
            [
              String(lines).padEnd(6),
              syntax.padEnd(7),
              profile.padEnd(9),
              `${(rendered.xml.length / 1024).toFixed(0)} KB`.padStart(7),
              ms(rendered.p50).padStart(12),
              ms(first),
              ms(percentile(times, 50)),
              ms(percentile(times, 95)),
              ms(percentile(cpu, 50)),
              ms(percentile(busy, 50)).padStart(10),
              ms(held).padStart(10),
              String(runs).padStart(5),
            ].join(' '),
          );
        }
      }
    }
  } finally {
    await validator.close();
  }
  console.log(
    `\nLoad at the end ${load()}; the run took ${((now() - started) / 1000).toFixed(0)} s.`,
  );
}

await main();
