/**
 * CSV import: 10,000 clients (and 10,000 catalogue items) uploaded, checked and
 * committed through the API, timed from the first byte of the upload to the commit's answer.
 * The target is under 10 s for 10,000 rows on this machine. Baseline in the same run:
 * the same kind of row created one POST /api/clients at a time (BENCH_IMPORT_BASELINE_ROWS of
 * them), and what 10,000 would take at that rate.
 *
 * Starts its own app from the built api (npm run build first) unless BENCH_URL is given.
 * Run: npm run bench -- imports   (BENCH_URL, BENCH_IMPORT_ROWS, BENCH_IMPORT_BASELINE_ROWS)
 */
import { loadavg } from 'node:os';
import { post, startOwnApp } from './own-app';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BASELINE_ROWS = Number(process.env.BENCH_IMPORT_BASELINE_ROWS ?? 300);

const FIRST = ['Zażółć', 'Gęślą', 'Café', 'Ørsted', 'Hank', 'Marge', 'Ada', 'Grace'];
const LAST = ['Scorpio', 'Simpson', 'Lovelace', 'Hopper', 'Müller', 'Łódź'];
const COMPANY = ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Crème Brûlée', 'Acme'];

const client = (i: number, run: string) => ({
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
  company: `${COMPANY[(i * 3) % COMPANY.length]} ${i % 97}`,
  email: `client${i}.${run}@example.com`,
  address: `${i} Market Street, Springfield`,
  phone: `+1 555 ${String(i).padStart(4, '0')}`,
  taxNumber: `GB${100000000 + i}`,
  notes: 'Prefers invoices by e-mail; net 30.',
});

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (header: string[], rows: string[][]) =>
  [header, ...rows].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

async function timedImport(baseUrl: string, token: string, kind: string, body: string) {
  const started = process.hrtime.bigint();
  const uploaded = await fetch(`${baseUrl}/api/imports/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body,
  });
  const preview = (await uploaded.json()) as {
    data: { id: string; mapping: object; errorCount: number };
    message: string;
  };
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${preview.message}`);
  const previewed = seconds(started);
  const { data } = await post(
    baseUrl,
    `/api/imports/${preview.data.id}/commit`,
    { mapping: preview.data.mapping },
    token,
  );
  return { previewed, total: seconds(started), imported: Number(data.imported) };
}

async function main(): Promise<void> {
  const own = process.env.BENCH_URL ? null : await startOwnApp();
  const baseUrl = process.env.BENCH_URL ?? own!.url;
  try {
    const run = String(Date.now());
    const { data: user } = await post(baseUrl, '/api/auth/signup', {
      name: 'Bench Import',
      email: `bench.import.${run}@example.com`,
      password: 'bench-password',
    });
    const token = String(user.token);
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`CSV import, ${baseUrl}${own ? ' (started by the bench)' : ''} (load ${load}):`);

    const people = Array.from({ length: ROWS }, (_, i) => client(i, run));
    const clientsCsv = csv(
      ['Name', 'Company', 'E-mail', 'Address', 'Phone', 'Tax number', 'Notes'],
      people.map((c) => [c.name, c.company, c.email, c.address, c.phone, c.taxNumber, c.notes]),
    );
    const clients = await timedImport(baseUrl, token, 'clients', clientsCsv);
    console.log(
      `  ${ROWS.toLocaleString('en-US')} clients (${(clientsCsv.length / 1e6).toFixed(2)} MB): ` +
        `preview ${clients.previewed.toFixed(2)} s, imported ${clients.imported} in ` +
        `${clients.total.toFixed(2)} s (${Math.round(clients.imported / clients.total)} rows/s)`,
    );

    const itemsCsv = csv(
      ['Name', 'Description', 'Unit price', 'Unit', 'Quantity'],
      Array.from({ length: ROWS }, (_, i) => [
        `Service ${i}`,
        'Design, build and test, per agreed scope',
        (50 + (i % 400) + 0.5).toFixed(2),
        ['hour', 'day', 'item', 'page'][i % 4],
        String(1 + (i % 5)),
      ]),
    );
    const items = await timedImport(baseUrl, token, 'items', itemsCsv);
    console.log(
      `  ${ROWS.toLocaleString('en-US')} items   (${(itemsCsv.length / 1e6).toFixed(2)} MB): ` +
        `preview ${items.previewed.toFixed(2)} s, imported ${items.imported} in ` +
        `${items.total.toFixed(2)} s (${Math.round(items.imported / items.total)} rows/s)`,
    );

    const started = process.hrtime.bigint();
    for (let i = 0; i < BASELINE_ROWS; i++) {
      const { notes, ...fields } = client(ROWS + i, run);
      await post(baseUrl, '/api/clients', { ...fields, notes }, token);
    }
    const took = seconds(started);
    console.log(
      `  baseline: ${BASELINE_ROWS} clients one POST /api/clients at a time: ${took.toFixed(2)} s ` +
        `(${Math.round(BASELINE_ROWS / took)} rows/s; ${ROWS.toLocaleString('en-US')} would take ` +
        `${((took / BASELINE_ROWS) * ROWS).toFixed(1)} s)`,
    );
  } finally {
    await own?.stop();
  }
}

await main();
