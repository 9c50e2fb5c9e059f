/**
 * E-invoice generation beside validation: how long our mapping and @e-invoice-eu/core take to
 * write a 100-line invoice (EInvoiceSource → XML, the amounts from computeDocument), and how
 * long the offline check of that XML takes, in XRechnung CII and UBL. Wall time, median of the
 * runs, and the CPU time of a warm validation (on a shared machine the wall time says how busy
 * the cores were). Uses the built api (npx nx run @dealdraft/api:build); needs no running app.
 * Run: npm run bench -- e-invoice-generation   (BENCH_EINVOICE_LINES, BENCH_EINVOICE_RUNS)
 */
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LINES = Number(process.env.BENCH_EINVOICE_LINES ?? 100);
const RUNS = Number(process.env.BENCH_EINVOICE_RUNS ?? 10);
const DIST = join(ROOT, 'apps/api/dist/e-invoices');

const apiRequire = createRequire(join(ROOT, 'apps/api/package.json'));
type Format = 'xrechnung-cii' | 'xrechnung-ubl';
const { generateEInvoiceXml, E_INVOICE_SYNTAX } = apiRequire(
  join(DIST, 'e-invoice-generator.js'),
) as {
  generateEInvoiceXml(source: unknown, format: Format): Promise<string>;
  E_INVOICE_SYNTAX: Record<Format, 'CII' | 'UBL'>;
};
const { withTotals } = apiRequire(join(DIST, 'e-invoice-source.js')) as {
  withTotals(source: unknown): unknown;
};
const { EInvoiceValidationService } = apiRequire(
  join(DIST, 'validation/e-invoice-validation.service.js'),
) as {
  EInvoiceValidationService: new () => {
    validate(xml: string, options: object): Promise<{ errors: unknown[] }>;
  };
};

const rate = (id: string, percent: bigint) => ({
  id,
  name: `USt ${percent}%`,
  rate: percent * 1000n,
  category: 'S',
  exemptionReason: null,
});
/** A German invoice of `lines` lines at 19% and 7%, with line discounts and a document discount. */
const source = withTotals({
  kind: 'invoice',
  number: 'INV-2026-0100',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  paymentTerms: 'Zahlbar innerhalb von 14 Tagen.',
  currency: 'EUR',
  language: 'de',
  buyerReference: '04011000-12345-34',
  orderReference: 'PO-7781',
  serviceDate: '2026-10-30',
  servicePeriod: null,
  notes: null,
  seller: {
    legalName: 'Studio Nord GmbH',
    name: 'Studio Nord',
    addressLines: ['Hafenstraße 5'],
    postalCode: '20457',
    city: 'Hamburg',
    countryCode: 'DE',
    vatId: 'DE123456789',
    taxRegistrationNumber: null,
    email: 'billing@studio.example',
    phone: '+49 40 123456',
    iban: 'DE75512108001245126199',
    bic: null,
    accountHolder: null,
  },
  buyer: {
    name: 'Client AG',
    addressLines: ['Marktplatz 1'],
    postalCode: '50667',
    city: 'Köln',
    countryCode: 'DE',
    vatId: null,
    email: 'ap@client.example',
  },
  lines: Array.from({ length: LINES }, (_, i) => ({
    description: `Arbeitspaket ${i + 1}`,
    quantity: BigInt(1 + (i % 7)),
    unitPrice: BigInt(2500 + ((i * 137) % 9000)),
    discount: i % 5 === 0 ? { percent: 10_000n } : null,
    taxIds: [i % 3 === 0 ? 'vat7' : 'vat19'],
  })),
  taxes: [rate('vat19', 19n), rate('vat7', 7n)],
  documentTaxIds: [],
  discount: { percent: 2_000n },
  pricesIncludeTax: false,
  rounding: { scope: 'total', method: 'half-up' },
  prepaid: null,
  credit: null,
});

const now = () => performance.now();
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`E-invoice generation and validation, ${LINES} lines, ${RUNS} runs (load ${load}):`);
  console.log('  format            size     generate p50   validate p50   validate CPU p50');
  const validator = new EInvoiceValidationService();
  for (const format of ['xrechnung-cii', 'xrechnung-ubl'] as const) {
    const generated: number[] = [];
    let xml = '';
    for (let run = 0; run < RUNS; run++) {
      const started = now();
      xml = await generateEInvoiceXml(source, format);
      generated.push(now() - started);
    }
    const options = { syntax: E_INVOICE_SYNTAX[format], profile: 'XRECHNUNG' };
    await validator.validate(xml, options); // warm
    const validated: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = now();
      const used = process.cpuUsage();
      const result = await validator.validate(xml, options);
      validated.push(now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
      if (result.errors.length) throw new Error(`${format}: ${result.errors.length} error(s)`);
    }
    console.log(
      `  ${format.padEnd(16)}  ${`${(xml.length / 1024).toFixed(0)} KB`.padStart(6)}   ${ms(median(generated))}       ${ms(median(validated))}       ${ms(median(cpu))}`,
    );
  }
}

await main();
