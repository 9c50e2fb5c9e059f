/**
 * Web: the JavaScript each route makes the browser load, gzipped (zlib's default level, as
 * Vite reports it), and how soon it renders in Chromium, for / and /dashboard. Every load is
 * cold: a fresh browser context, so nothing comes from the cache.
 *
 * Needs a running app serving the built SPA (npm start). Signs one user up for /dashboard.
 * Run: npm run bench -- web   (BENCH_URL, CHROMIUM_PATH, BENCH_WEB_RUNS)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

interface Load {
  /** Scripts loaded by the time the route's content is ready and the network is idle. */
  scripts: { url: string; raw: number; gzip: number }[];
  /** gzip bytes once the page has also been scrolled to its end (below-the-fold parts load). */
  gzipScrolled: number;
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  /** The route's content on screen, ms after navigation start. */
  ready: number;
}

interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}

async function signUp(): Promise<Session> {
  const response = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Web',
      email: `bench.web.${Date.now()}@example.com`,
      password: 'bench-password',
    }),
  });
  const body = (await response.json()) as { data: Session['user'] & { token: string } };
  if (!response.ok) throw new Error(`signup: ${response.status} ${JSON.stringify(body)}`);
  const { token, id, name, email, role } = body.data;
  return { token, user: { id, name, email, role } };
}

async function load(browser: Browser, route: Route, session: Session): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (route.signedIn) {
    // The SPA's own session keys (lib/session.ts), as after a sign-in.
    await context.addInitScript((stored) => {
      localStorage.setItem('dealdraft-token', stored.token);
      localStorage.setItem('dealdraft-user', JSON.stringify(stored.user));
    }, session);
  }
  const page: Page = await context.newPage();
  const bodies: Promise<Load['scripts'][number] | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length }),
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
  const scripts = (await Promise.all(bodies)).filter((script) => script !== null);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  const all = (await Promise.all(bodies)).filter((script) => script !== null);
  const result = {
    scripts,
    gzipScrolled: all.reduce((sum, script) => sum + script.gzip, 0),
    fcp,
    ready: (await ready.jsonValue()) as number,
  };
  await context.close();
  return result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function main(): Promise<void> {
  const session = await signUp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    console.log(
      `Web, ${BASE_URL}: JavaScript per route (gzip, zlib default level) and render times, ` +
        `Chromium 1280×800, ${RUNS} cold loads each (median)`,
    );
    console.log(
      'route        scripts   raw kB   gzip kB   scrolled to end   first paint   content ready',
    );
    const details: string[] = [];
    for (const route of ROUTES) {
      // One warm-up load, so the server's own first-request costs are not measured.
      await load(browser, route, session);
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) loads.push(await load(browser, route, session));
      const { scripts } = loads[0];
      const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      console.log(
        [
          route.path.padEnd(12),
          String(scripts.length).padStart(7),
          kB(raw).padStart(8),
          kB(gzip).padStart(9),
          `${kB(loads[0].gzipScrolled)} kB`.padStart(17),
          `${median(loads.map((l) => l.fcp)).toFixed(0)} ms`.padStart(13),
          `${median(loads.map((l) => l.ready)).toFixed(0)} ms`.padStart(15),
        ].join(' '),
      );
      details.push(
        `${route.path}: ` +
          [...scripts]
            .sort((a, b) => b.gzip - a.gzip)
            .map((script) => `${new URL(script.url).pathname.split('/').pop()} ${kB(script.gzip)}`)
            .join(', '),
      );
    }
    console.log('\ngzip kB per script, largest first:');
    for (const line of details) console.log(`  ${line}`);
  } finally {
    await browser.close();
  }
}

await main();
