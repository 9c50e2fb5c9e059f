/**
 * Benchmarks print figures; they never assert. Run against a started app:
 *   npm start            (in one terminal)
 *   npm run bench            HTTP health throughput (BENCH_URL defaults to http://localhost:3000)
 *   npm run bench -- pdf     PDF renders through the api vs a raw warm Chromium (see pdf.ts)
 *   npm run bench -- web     gzipped JavaScript per route and first render in Chromium (see web.ts)
 *   npm run bench -- ai      AI drafting: offline engine p50, streaming against a fake (see ai.ts)
 *   npm run bench -- list    GET /api/proposals and /api/invoices, 50 rows, 50 connections (see list.ts;
 *                            starts its own app from the built api unless BENCH_URL is given)
 *   npm run bench -- clients client autocomplete over 10,000 clients vs no trigram index (see clients.ts)
 *   npm run bench -- imports CSV import of 10,000 clients and items vs one create at a time (see imports.ts)
 *   npm run bench -- compression  GET /api/proposals with and without the compression middleware
 *                            in the api (see compression.ts; starts its own two apps)
 *   npm run bench -- e-invoices  offline validation of a 100-line e-invoice, cold and warm, beside
 *                            its render time (see e-invoice-validation.ts; uses the built api)
 *   npm run bench -- e-invoice-generation  our 100-line e-invoice generated (source → XML) beside
 *                            its validation (see e-invoice-generation.ts; uses the built api)
 */
import autocannon from 'autocannon';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:3000';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function httpHealth(): Promise<void> {
  const result = await autocannon({
    url: `${BASE_URL}/api/health`,
    connections: 10,
    duration: DURATION_S,
  });
  console.log(
    [
      `GET /api/health (checks PostgreSQL and Redis) for ${DURATION_S}s, 10 connections:`,
      `  requests/s  ${result.requests.average.toFixed(0)}`,
      `  latency ms  p50 ${result.latency.p50}  p99 ${result.latency.p99}`,
      `  errors      ${result.errors + result.non2xx}`,
    ].join('\n'),
  );
}

const which = process.argv[2] ?? 'http';
if (which === 'http') await httpHealth();
else if (which === 'pdf') await import('./pdf');
else if (which === 'web') await import('./web');
else if (which === 'ai') await import('./ai');
else if (which === 'list') await import('./list');
else if (which === 'clients') await import('./clients');
else if (which === 'imports') await import('./imports');
else if (which === 'compression') await import('./compression');
else if (which === 'e-invoices') await import('./e-invoice-validation');
else if (which === 'e-invoice-generation') await import('./e-invoice-generation');
else
  throw new Error(
    `unknown benchmark "${which}" (http, pdf, web, ai, list, clients, imports, compression, e-invoices, e-invoice-generation)`,
  );
