import { DocumentMessages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { BrowserPool } from '../src/pdf/browser-pool';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { asBuffer } from './support/bodies';
import { pdfPages } from './support/pdf-text';
import { SignedUpUser, TestApp, bootApp, startWorker } from './support/app';

describe('PDF rendering through the worker', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let paid: SignedUpUser;
  let trial: SignedUpUser;

  beforeAll(async () => {
    ctx = await bootApp();
    worker = await startWorker();
    paid = await ctx.newUser({ name: 'Paying Customer' });
    trial = await ctx.newUser({ name: 'Trial Customer' });
    await ctx.upgrade(paid);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  type Kind = 'proposal' | 'invoice';
  /** POST /api/pdf/{kind} as `user`, to the shared app unless a test booted its own. */
  const pdfRequest = (
    user: SignedUpUser,
    kind: Kind,
    record: object,
    { query = '', app = ctx }: { query?: string; app?: TestApp } = {},
  ) =>
    app.http().post(`/api/pdf/${kind}${query}`).auth(user.token, { type: 'bearer' }).send(record);
  /** The same, collecting the PDF's bytes. */
  const download = (user: SignedUpUser, kind: Kind, record: object, query = '') =>
    pdfRequest(user, kind, record, { query }).buffer(true).parse(asBuffer);

  it('renders the stored proposal: number, client, every line and the total', async () => {
    const proposal = await ctx.create(
      paid,
      'proposals',
      proposalPayload({ proposalNumber: 'PROP-PDF-1' }),
    );
    // The posted body is ignored but for its id: a forged title never reaches the PDF.
    const response = await download(paid, 'proposal', {
      ...proposal,
      proposalTitle: 'FORGED',
    }).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="PROP-PDF-1.pdf"');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(pdf)).join('\n');
    for (const expected of [
      'PROP-PDF-1',
      'Globex Corporation',
      'Website redesign',
      'Discovery workshop',
      'Page templates',
      '$1,200.50',
      '$1,400.00',
      '$2,600.50',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('FORGED');
  });

  it('renders an invoice with {invoiceNumber}.pdf', async () => {
    const invoice = await ctx.create(
      paid,
      'invoices',
      invoicePayload({ invoiceNumber: 'INV-PDF-1' }),
    );
    const response = await download(paid, 'invoice', { _id: invoice.id }).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-PDF-1.pdf"');
    const text = (await pdfPages(response.body)).join('\n');
    for (const expected of ['INV-PDF-1', 'Design sprint', 'Week of 3 Nov', '$1,960.47', 'Net 30'])
      expect(text).toContain(expected);
  });

  it('prints markup in user values as literal text and fetches nothing', async () => {
    let requests = 0;
    const canary: Server = createServer((_req, res) => {
      requests++;
      res.end('x');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    const port = (canary.address() as AddressInfo).port;
    try {
      const description = `<b>x</b><img src=http://127.0.0.1:${port}/canary>`;
      const proposal = await ctx.create(
        paid,
        'proposals',
        proposalPayload({
          services: [{ description, price: 1, quantity: 1 }],
          additionalTerms: `<script>fetch('http://127.0.0.1:${port}/js')</script>`,
        }),
      );
      const text = (
        await pdfPages((await download(paid, 'proposal', proposal).expect(200)).body)
      ).join('\n');
      expect(text).toContain('<b>x</b>');
      expect(text).toContain(`/canary>`);
      expect(text).toContain('<script>');
      expect(requests).toBe(0);
    } finally {
      canary.close();
    }
  });

  it('spreads a 100-line invoice over several numbered pages, repeating the table header', async () => {
    const lineItems = Array.from({ length: 100 }, (_, i) => ({
      description: `Item #${i + 1}.`,
      rate: 10,
      quantity: 1,
    }));
    const invoice = await ctx.create(
      paid,
      'invoices',
      invoicePayload({ invoiceNumber: 'INV-LONG', lineItems }),
    );
    const pages = await pdfPages((await download(paid, 'invoice', invoice).expect(200)).body);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      // Every page that carries table rows carries the table header too.
      if (page.includes('Item #')) expect(page).toContain('DESCRIPTION');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.filter((page) => page.includes('Item #')).length).toBeGreaterThan(1);
    const all = pages.join('\n');
    expect(all).toContain('Item #1.');
    expect(all).toContain('Item #100.');
    expect(all).toContain('$1,000.00');
  });

  it('gives a trial user a preview marked on every page, and refuses the download with 403', async () => {
    const lineItems = Array.from({ length: 60 }, (_, i) => ({
      description: `Line ${i + 1}`,
      rate: 1,
      quantity: 1,
    }));
    const invoice = await ctx.create(trial, 'invoices', invoicePayload({ lineItems }));
    const refused = await pdfRequest(trial, 'invoice', invoice).expect(403);
    expect(refused.body).toEqual({
      status: 'error',
      data: null,
      message:
        'PDF download and e-mail sending come with the Freelancer and Business plans. Upgrade on the Pricing page to unlock them.',
    });
    const preview = await download(trial, 'invoice', invoice, '?preview=1').expect(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename=/);
    const pages = await pdfPages(preview.body);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Trial preview');
    const link = await ctx.graphql(
      'mutation($id: ID!) { pdfLink(kind: invoice, id: $id) { url } }',
      { id: invoice.id },
      trial.token,
    );
    expect(link.errors?.[0].extensions?.code).toBe('PLAN_REQUIRED');
  });

  it('applies a plan change on the very next request, and stops a signed link once the plan lapses', async () => {
    const user = await ctx.newUser({ name: 'Changing Plans' });
    const db = ctx.app.get(DataSource);
    const invoice = await ctx.create(
      user,
      'invoices',
      invoicePayload({ invoiceNumber: 'INV-PLAN' }),
    );
    await download(user, 'invoice', invoice).expect(403);
    // The plan travels with the session user, read afresh on every request: no stale copy.
    await db.query(
      `UPDATE workspaces SET plan = 'business', plan_end = now() + interval '30 days' WHERE id = $1`,
      [user.workspaceId],
    );
    const paidDownload = await download(user, 'invoice', invoice).expect(200);
    expect((await pdfPages(paidDownload.body)).join()).toContain('INV-PLAN');
    const { data } = await ctx.graphql<{ pdfLink: { url: string } }>(
      'mutation($id: ID!) { pdfLink(kind: invoice, id: $id) { url } }',
      { id: invoice.id },
      user.token,
    );
    await db.query(`UPDATE workspaces SET plan_end = now() - interval '1 minute' WHERE id = $1`, [
      user.workspaceId,
    ]);
    const refused = await ctx.http().get(data!.pdfLink.url).expect(403);
    expect(refused.body.message).toBe(
      'PDF download and e-mail sending come with the Freelancer and Business plans. Upgrade on the Pricing page to unlock them.',
    );
  });

  it('hands the bytes back outside the queue: no PDF stays in Redis after the download', async () => {
    const prefix = ctx.app.get(AppConfig).redis.prefix;
    const redis = new Redis(ctx.app.get(AppConfig).redis.url);
    try {
      const invoice = await ctx.create(
        paid,
        'invoices',
        invoicePayload({ invoiceNumber: 'INV-REDIS' }),
      );
      const streamEnd = (
        await redis.xrevrange(`${prefix}:pdf:events`, '+', '-', 'COUNT', 1)
      )[0]?.[0];
      const response = await download(paid, 'invoice', invoice).expect(200);
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      // The render's events are small: the PDF (base64 "%PDF-" is "JVBERi0") is in none of them.
      const events = await redis.xrange(
        `${prefix}:pdf:events`,
        streamEnd ? `(${streamEnd}` : '-',
        '+',
      );
      const completed = events.filter(([, fields]) => fields.includes('completed'));
      expect(completed).toHaveLength(1);
      for (const [, fields] of events) {
        expect(fields.join('')).not.toContain('JVBERi0');
        expect(fields.join('').length).toBeLessThan(1000);
      }
      // The bytes' own key was taken by the api, and the completed job deleted.
      expect(await redis.keys(`${prefix}:pdf:result:*`)).toEqual([]);
      const jobId = completed[0][1][completed[0][1].indexOf('jobId') + 1];
      expect(await redis.exists(`${prefix}:pdf:${jobId}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  it("answers 404 for another user's record", async () => {
    const proposal = await ctx.create(paid, 'proposals', proposalPayload());
    const response = await pdfRequest(trial, 'proposal', proposal).expect(404);
    expect(response.body.message).toBe('Proposal not found');
    const link = await ctx.graphql(
      'mutation($id: ID!) { pdfLink(kind: proposal, id: $id) { url } }',
      { id: proposal.id },
      trial.token,
    );
    expect(link.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('hands out a short-lived signed link through GraphQL', async () => {
    const proposal = await ctx.create(
      paid,
      'proposals',
      proposalPayload({ proposalNumber: 'PROP-LINK' }),
    );
    const { data } = await ctx.graphql<{ pdfLink: { url: string; expiresAt: string } }>(
      'mutation($id: ID!) { pdfLink(kind: proposal, id: $id) { url expiresAt } }',
      { id: proposal.id },
      paid.token,
    );
    expect(Date.parse(data!.pdfLink.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const file = await ctx.http().get(data!.pdfLink.url).buffer(true).parse(asBuffer).expect(200);
    expect((await pdfPages(file.body)).join()).toContain('PROP-LINK');
    const forged = data!.pdfLink.url.slice(0, -3) + 'abc';
    expect((await ctx.http().get(forged).expect(404)).body.message).toBe(
      DocumentMessages.pdfLinkInvalid,
    );
  });

  // From here on, tests boot apps of their own. Passport keeps one global 'jwt' strategy, which
  // the last app booted replaces with its own, so `ctx` cannot authenticate after one closes.
  it('limits renders per user a minute with 429', async () => {
    const strict = await bootApp({ EXPORTS_PER_MINUTE: '2' });
    try {
      const user = await strict.newUser();
      const invoice = await strict.create(user, 'invoices', invoicePayload());
      const preview = () =>
        pdfRequest(user, 'invoice', invoice, { query: '?preview=1', app: strict });
      await preview().buffer(true).parse(asBuffer).expect(200);
      await preview().buffer(true).parse(asBuffer).expect(200);
      const refused = await preview().expect(429);
      expect(refused.body.message).toBe(DocumentMessages.pdfRateLimited(2));
    } finally {
      await strict.close();
    }
  });

  it('answers 504 when no worker renders in time', async () => {
    // Its own queue prefix: the worker above never sees these jobs.
    const lonely = await bootApp({
      QUEUE_PREFIX: `lonely-${process.pid}`,
      PDF_RENDER_TIMEOUT_MS: '1000',
    });
    try {
      const proposal = await ctx.create(paid, 'proposals', proposalPayload());
      const response = await pdfRequest(paid, 'proposal', proposal, { app: lonely }).expect(504);
      expect(response.body.message).toBe(DocumentMessages.pdfTimedOut);
    } finally {
      await lonely.close();
    }
  });

  it('answers 500 with a clear message when the worker fails the render', async () => {
    // An api and worker of their own, whose worker has no Chromium to start: every render fails.
    const prefix = { QUEUE_PREFIX: `failing-${process.pid}` };
    const failing = await bootApp(prefix);
    const failingWorker = await startWorker({
      ...prefix,
      PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium',
    });
    try {
      const invoice = await failing.create(paid, 'invoices', invoicePayload());
      const response = await pdfRequest(paid, 'invoice', invoice, { app: failing }).expect(500);
      expect(response.body.message).toBe(DocumentMessages.pdfRenderFailed);
    } finally {
      await failingWorker.close();
      await failing.close();
    }
  });

  it('keeps Chromium at its baseline after 200 renders with 20 forced failures', async () => {
    const pool = worker.get(BrowserPool);
    const html = '<!doctype html><p>hello</p>';
    // Warm the whole pool first: the baseline is one browser with all its pages.
    await Promise.all([
      pool.renderPdf(html, { format: 'A4' }),
      pool.renderPdf(html, { format: 'A4' }),
    ]);
    const profile = execFileSync('ps', ['-o', 'args=', '-p', String(await pool.browserPid())])
      .toString()
      .match(/--user-data-dir=(\S+)/)?.[1];
    expect(profile).toBeDefined();
    const chromiumProcesses = () => {
      try {
        return execFileSync('pgrep', ['-f', profile!]).toString().trim().split('\n').length;
      } catch {
        return 0;
      }
    };
    const baseline = chromiumProcesses();
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        // An impossible page range makes Chromium fail the print: a forced failure.
        pool.renderPdf(html, i % 10 === 0 ? { format: 'A4', pageRanges: '99' } : { format: 'A4' }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
    expect(pool.pageCount).toBeLessThanOrEqual(2);
    // Closed renderers take a moment to exit: longer when the cores are busy.
    const deadline = Date.now() + 30_000;
    while (chromiumProcesses() > baseline && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(chromiumProcesses()).toBe(baseline);
    // 200 renders: a minute on an idle machine, more beside the other integration files.
  }, 240_000);
});
