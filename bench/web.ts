/**
 * Web: the JavaScript each route makes the browser load, in bytes on the wire, and how soon it
 * renders in Chromium, for / and /dashboard. Every load is cold: a fresh browser context, so
 * nothing comes from the cache.
 *
 * The scripts are the ones Chromium loaded by the time the route's content was ready and the
 * network idle (what the page needs eagerly; "scrolled" adds what loads as the page is scrolled
 * to its end). Each script's size is counted three ways, as the api serves it to a client that
 * takes brotli, only gzip, or neither (identity), and Chromium's own wire bytes are shown beside
 * them. Target: the landing page's JavaScript at most 180 kB on the wire with brotli.
 *
 * Needs a running app serving the built SPA (npm start). /dashboard needs a user: the bench's
 * account is made once per app and signed in to on later runs (own-app.ts benchAccount).
 * Run: npm run bench -- web   (BENCH_URL, CHROMIUM_PATH, BENCH_WEB_RUNS)
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchAccount, type BenchAccount } from './own-app';
import { median } from './processes';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What the landing page may cost a visitor, brotli on the wire. */
const LANDING_TARGET_BYTES = 180_000;

interface Route {
  path: string;
  /** Present once the route shows its real content (not a spinner). */
  ready: string;
  signedIn: boolean;
}

const ROUTES: Route[] = [
  { path: '/', ready: '#hero-title', signedIn: false },
  { path: '/dashboard', ready: '[data-testid="stat-value"]', signedIn: true },
];

const CODINGS = ['br', 'gzip', 'identity'] as const;
type Coding = (typeof CODINGS)[number];

interface Script {
  url: string;
  /** Body bytes as Chromium received them (its own Accept-Encoding). */
  wire: number;
}

interface Load {
  /** Scripts loaded by the time the route's content is ready and the network is idle. */
  scripts: Script[];
  /** Every script, once the page has also been scrolled to its end (below-the-fold parts load). */
  scrolled: Script[];
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  /** The route's content on screen, ms after navigation start. */
  ready: number;
}

async function load(browser: Browser, route: Route, account: BenchAccount): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (route.signedIn) {
    // The SPA's own session keys (lib/session.ts), as after a sign-in.
    await context.addInitScript((stored) => {
      localStorage.setItem('dealdraft-token', stored.token);
      localStorage.setItem('dealdraft-user', JSON.stringify(stored.user));
    }, account);
  }
  const page: Page = await context.newPage();
  const loaded: Promise<Script | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loaded.push(
      request.sizes().then(
        (sizes) => ({ url: request.url(), wire: sizes.responseBodySize }),
        () => null,
      ),
    );
  });
  await page.goto(`${BASE_URL}${route.path}`);
  const ready = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    route.ready,
    { polling: 'raf', timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const scripts = (await Promise.all(loaded)).filter((script) => script !== null);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  const scrolled = (await Promise.all(loaded)).filter((script) => script !== null);
  const result = { scripts, scrolled, fcp, ready: (await ready.jsonValue()) as number };
  await context.close();
  return result;
}

/** The body's bytes as the api sends them to a client that accepts only `coding`. */
function servedBytes(url: string, coding: Coding): Promise<{ bytes: number; coding: string }> {
  const get = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': coding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, coding: response.headers['content-encoding'] ?? 'identity' })
          : reject(new Error(`GET ${url}: ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

type Sizes = Record<Coding, number>;

/** Each script's bytes per coding; warns when the api sent another coding than was asked. */
async function sizesOf(scripts: Script[], cache: Map<string, Sizes>): Promise<Sizes[]> {
  return Promise.all(
    scripts.map(async ({ url }) => {
      const known = cache.get(url);
      if (known) return known;
      const sizes = {} as Sizes;
      const sent: string[] = [];
      for (const coding of CODINGS) {
        const served = await servedBytes(url, coding);
        sizes[coding] = served.bytes;
        sent.push(served.coding);
      }
      // Files under 1 kB have no twins (vite.config.ts); a larger one without is a build problem.
      if (sizes.identity > 1024 && sent.join() !== CODINGS.join()) {
        console.warn(`  ${fileOf(url)}: asked for ${CODINGS.join(', ')}, sent ${sent.join(', ')}`);
      }
      cache.set(url, sizes);
      return sizes;
    }),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const fileOf = (url: string) => new URL(url).pathname.split('/').pop();

async function main(): Promise<void> {
  const account = await benchAccount(BASE_URL, 'web');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const cache = new Map<string, Sizes>();
  let landingBrotli: number | null = null;
  try {
    console.log(
      `Web, ${BASE_URL}: JavaScript per route in kB on the wire, as served to a client taking ` +
        `brotli, only gzip, or neither; Chromium 1280×800, ${RUNS} cold loads each (median times)`,
    );
    console.log(
      'route        scripts     br kB   gzip kB  identity kB  Chromium kB   scrolled br kB' +
        '   first paint   content ready',
    );
    const details: string[] = [];
    for (const route of ROUTES) {
      // One warm-up load, so the server's own first-request costs are not measured.
      await load(browser, route, account);
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await load(browser, route, account));
      const { scripts, scrolled } = loads[0];
      const sizes = await sizesOf(scripts, cache);
      const scrolledSizes = await sizesOf(scrolled, cache);
      const total = (coding: Coding) => sum(sizes.map((size) => size[coding]));
      if (route.path === '/') landingBrotli = total('br');
      console.log(
        [
          route.path.padEnd(12),
          String(scripts.length).padStart(7),
          kB(total('br')).padStart(9),
          kB(total('gzip')).padStart(9),
          kB(total('identity')).padStart(12),
          kB(sum(scripts.map((script) => script.wire))).padStart(12),
          kB(sum(scrolledSizes.map((size) => size.br))).padStart(16),
          `${median(loads.map((l) => l.fcp)).toFixed(0)} ms`.padStart(13),
          `${median(loads.map((l) => l.ready)).toFixed(0)} ms`.padStart(15),
        ].join(' '),
      );
      details.push(
        `${route.path}: ` +
          scripts
            .map((script, index) => ({ script, size: sizes[index] }))
            .sort((a, b) => b.size.br - a.size.br)
            .map(({ script, size }) => `${fileOf(script.url)} ${kB(size.br)}/${kB(size.gzip)}`)
            .join(', '),
      );
    }
    console.log('\nbr/gzip kB per script, largest first:');
    for (const line of details) console.log(`  ${line}`);
  } finally {
    await browser.close();
  }
  if (landingBrotli !== null) {
    const met = landingBrotli <= LANDING_TARGET_BYTES;
    console.log(
      `\nTarget: the landing page's JavaScript ≤ ${kB(LANDING_TARGET_BYTES)} kB on the wire ` +
        `(brotli): ${kB(landingBrotli)} kB, ${met ? 'met' : 'NOT met'}`,
    );
  }
}

await main();
