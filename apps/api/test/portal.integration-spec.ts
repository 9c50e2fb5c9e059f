import { ClientLinkMessages, PORTAL_COOKIE, PortalMessages } from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import type { ParsedMail } from 'mailparser';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { RateLimiter } from '../src/common/rate-limit/rate-limiter';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, TestClock, bootApp, startWorker, uniqueEmail } from './support/app';
import { pngOf } from './support/logo-images';
import { asBuffer } from './support/bodies';
import { pdfPages, plainSpaces } from './support/pdf-text';
import { SmtpPeer, startSmtpPeer } from './support/smtp-peer';

const M = PortalMessages;
const PUBLIC_URL = 'https://app.dealdraft.test';
const SIGN_IN_LINK =
  /https:\/\/app\.dealdraft\.test\/portal\/sign-in\/([A-Za-z0-9_-]{43})\?w=([0-9a-f-]{36})/;
const HEADER = { 'x-dealdraft-portal': '1' };

/**
 * The client portal's security: single-use, short-lived links kept as SHA-256; sessions that
 * a revoke ends; no answer that tells a client's address from another; limits; cross-site
 * requests refused; and the isolation of every portal route between two clients of one
 * workspace and a client of another.
 */
describe('client portal: magic-link sign-in, sessions and isolation', () => {
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  const clock = new TestClock();
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let ipCounter = 0;
  const nextIp = () => `203.0.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Dealdraft <billing@dealdraft.test>',
      PUBLIC_URL,
      CLIENT_LINK_REQUESTS_PER_MINUTE: '20',
    };
    ctx = await bootApp(env);
    ctx.app.get(Clock).now = () => clock.now();
    worker = await startWorker(env, { clock });
    owner = await ctx.newUser({ name: 'Ada Owner' });
    other = await ctx.newUser({ name: 'Eve Other' });
    for (const user of [owner, other]) await ctx.upgrade(user);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx?.close();
    await smtp?.close();
  });

  const db = () => ctx.app.get(DataSource);
  /** The portal's sign-in e-mails to `address` (the documents' own e-mails aside). */
  const mailsTo = (address: string) =>
    smtp.messages.filter(
      (m) =>
        m.to && 'text' in m.to && m.to.text === address && m.subject?.startsWith('Your documents'),
    );
  const mailTo = async (address: string, count = 1): Promise<ParsedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = mailsTo(address);
      if (mails.length >= count) return mails[count - 1];
      if (Date.now() > deadline) throw new Error(`no e-mail ${count} to ${address}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const tokenOf = (mail: ParsedMail) => SIGN_IN_LINK.exec(mail.text ?? '')![1];

  /** A client of `user` with a sent invoice and a sent proposal; returns their ids. */
  async function clientWithDocuments(user: SignedUpUser, label: string) {
    const email = uniqueEmail(label).toLowerCase();
    const invoice = await ctx.create(
      user,
      'invoices',
      invoicePayload({ status: 'sent', clientName: `${label} Ltd`, clientEmail: email }),
    );
    const proposal = await ctx.create(
      user,
      'proposals',
      proposalPayload({ clientName: `${label} Ltd`, clientEmail: email }),
    );
    await ctx
      .http()
      .post(`/api/proposals/${proposal.id}/send`)
      .auth(user.token, { type: 'bearer' })
      .expect(202);
    const draft = await ctx.create(
      user,
      'invoices',
      invoicePayload({ status: 'draft', clientName: `${label} Ltd`, clientEmail: email }),
    );
    const creditNote = (
      await ctx
        .http()
        .post(`/api/invoices/${invoice.id}/credit-notes`)
        .auth(user.token, { type: 'bearer' })
        .send({ amount: 10, reason: 'Goodwill' })
        .expect(201)
    ).body.data.creditNote.id as string;
    return {
      email,
      clientId: invoice.clientId as string,
      invoiceId: invoice.id as string,
      proposalId: proposal.id as string,
      draftId: draft.id as string,
      creditNoteId: creditNote,
    };
  }
  type Client = Awaited<ReturnType<typeof clientWithDocuments>>;

  /** A new sent invoice of the client with a payment recorded by hand and a refund of part of it. */
  async function paymentWithRefund(user: SignedUpUser, clientId: string) {
    const invoice = await ctx.create(
      user,
      'invoices',
      invoicePayload({ status: 'sent', clientId }),
    );
    expect(invoice.clientId).toBe(clientId);
    const paymentId = (
      await ctx
        .http()
        .post(`/api/invoices/${invoice.id}/payments`)
        .auth(user.token, { type: 'bearer' })
        .send({ amount: 100, sendReceipt: false })
        .expect(201)
    ).body.data.payment.id as string;
    const refundId = (
      await ctx
        .http()
        .post(`/api/invoices/${invoice.id}/payments/${paymentId}/refund`)
        .auth(user.token, { type: 'bearer' })
        .send({ amount: 10 })
        .expect(201)
    ).body.data.payment.id as string;
    return { paymentId, refundId };
  }

  const sendLink = (user: SignedUpUser, clientId: string) =>
    ctx.http().post(`/api/clients/${clientId}/portal/link`).auth(user.token, { type: 'bearer' });
  const exchange = (token: string, ip = nextIp()) =>
    ctx.http().post('/api/portal/sign-in').set(HEADER).set('x-forwarded-for', ip).send({ token });
  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const cookies = response.headers['set-cookie'] as unknown as string[];
    return cookies.find((c) => c.startsWith(`${PORTAL_COOKIE}=`))!;
  };
  const sessionCookie = (setCookie: string) => setCookie.split(';')[0];
  /** Signs the client in through an e-mailed link; returns the Cookie header value. */
  async function signIn(user: SignedUpUser, client: Client): Promise<string> {
    const before = mailsTo(client.email).length;
    await sendLink(user, client.clientId).expect(202);
    const token = tokenOf(await mailTo(client.email, before + 1));
    return sessionCookie(cookieOf(await exchange(token).expect(200)));
  }
  const portal = (cookie: string | null, method: 'get' | 'post' | 'put', path: string) => {
    const request = ctx.http()[method](`/api/portal${path}`).set('x-forwarded-for', nextIp());
    if (method !== 'get') request.set(HEADER);
    return cookie ? request.set('cookie', cookie) : request;
  };

  let a: Client;
  let a2: Client;
  let b: Client;
  let cookieA: string;

  beforeAll(async () => {
    a = await clientWithDocuments(owner, 'Alpha');
    a2 = await clientWithDocuments(owner, 'Beta');
    b = await clientWithDocuments(other, 'Gamma');
    cookieA = await signIn(owner, a);
  });
  // Client A's session makes most calls here: its per-client budget is a test of its own.
  beforeEach(async () => {
    for (const client of [a, a2])
      await ctx.app.get(RateLimiter).reset(`portal:client:${client.clientId}`);
  });

  it('mails a link from the owner; the link opens a session once; only hashes are stored', async () => {
    const before = mailsTo(a.email).length;
    const sent = await sendLink(owner, a.clientId).expect(202);
    expect(sent.body.message).toBe(M.linkSent);
    const mail = await mailTo(a.email, before + 1);
    expect(mail.subject).toBe(M.mailSubject("Ada Owner's workspace"));
    expect(mail.text).toContain('Hello Alpha Ltd,');
    const token = tokenOf(mail);
    expect(SIGN_IN_LINK.exec(mail.text!)![2]).toBe(owner.workspaceId);

    // The raw token is nowhere in the database: only its SHA-256.
    const hash = createHash('sha256').update(token).digest();
    const [row] = await db().query(
      'SELECT token_sha256, used_at, expires_at, created_at FROM portal_sign_in_tokens WHERE token_sha256 = $1',
      [hash],
    );
    expect(row.used_at).toBeNull();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(15 * 60_000);
    // Neither the token's text nor its bytes are in any column of either table.
    const raw = Buffer.from(token, 'base64url').toString('hex');
    const [{ dump }] = await db().query(
      `SELECT (SELECT coalesce(json_agg(t), '[]') FROM portal_sign_in_tokens t)::text
              || (SELECT coalesce(json_agg(s), '[]') FROM portal_sessions s)::text AS dump`,
    );
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(raw);

    const opened = await exchange(token).expect(200);
    const setCookie = cookieOf(opened);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/portal/);
    expect(setCookie).toMatch(/Secure/i);
    const session = sessionCookie(setCookie).split('=')[1];
    const [stored] = await db().query(
      'SELECT token_sha256 FROM portal_sessions WHERE token_sha256 = $1',
      [createHash('sha256').update(session).digest()],
    );
    expect(stored).toBeDefined();
    const [{ sessions }] = await db().query(
      `SELECT (SELECT coalesce(json_agg(s), '[]') FROM portal_sessions s)::text AS sessions`,
    );
    expect(sessions).not.toContain(session);

    // Single use.
    const again = await exchange(token).expect(400);
    expect(again.body.message).toBe(M.linkInvalid);
  });

  it('refuses an expired link', async () => {
    const before = mailsTo(a.email).length;
    await sendLink(owner, a.clientId).expect(202);
    const token = tokenOf(await mailTo(a.email, before + 1));
    clock.advanceDays(16 / 1440);
    try {
      const refused = await exchange(token).expect(400);
      expect(refused.body.message).toBe(M.linkInvalid);
    } finally {
      clock.advanceDays(-16 / 1440);
    }
  });

  it('shows what was sent to the client, not drafts, with the balance per currency', async () => {
    const view = (await portal(cookieA, 'get', '').expect(200)).body.data;
    expect(view.workspace).toMatchObject({
      id: owner.workspaceId,
      name: "Ada Owner's workspace",
      logoUrl: null,
    });
    // The business's logo heads the portal once it has one.
    const logo = await ctx
      .http()
      .put('/api/workspace/logo')
      .auth(owner.token, { type: 'bearer' })
      .set('Content-Type', 'image/png')
      .send(pngOf(60, 20))
      .expect(200);
    const branded = (await portal(cookieA, 'get', '').expect(200)).body.data;
    expect(branded.workspace.logoUrl).toBe(logo.body.data.logoUrl);
    expect(branded.workspace.logoUrl).toMatch(/\/api\/brand\/logos\/[0-9a-f]{64}$/);
    expect(view.client).toMatchObject({ name: 'Alpha Ltd', email: a.email });
    expect(view.invoices.map((i: { id: string }) => i.id)).toEqual([a.invoiceId]);
    expect(view.proposals.map((p: { id: string }) => p.id)).toEqual([a.proposalId]);
    expect(view.creditNotes.map((c: { id: string }) => c.id)).toEqual([a.creditNoteId]);
    // 1,960.47 less the 10.00 credit note: the invoice's amount due, as its own page says.
    expect(view.invoices[0]).toMatchObject({
      amountDue: 1950.47,
      canPay: true,
      status: 'partially_paid',
    });
    expect(view.balances).toEqual([{ currency: 'USD', amountDue: 1950.47 }]);
    const page = await ctx.graphql<{ invoice: { balanceDue: number } }>(
      'query($id: ID!) { invoice(id: $id) { balanceDue } }',
      { id: a.invoiceId },
      owner.token,
    );
    expect(page.data!.invoice.balanceDue).toBe(1950.47);
  });

  it('downloads the PDFs of its own documents', async () => {
    const pdf = await portal(cookieA, 'get', `/invoices/${a.invoiceId}/pdf`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfPages(pdf.body as Buffer)).join('\n')).toContain('Alpha Ltd');
    await portal(cookieA, 'get', `/proposals/${a.proposalId}/pdf`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    await portal(cookieA, 'get', `/credit-notes/${a.creditNoteId}/pdf`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    // No e-invoice format on this workspace: none offered.
    const none = await portal(cookieA, 'get', `/invoices/${a.invoiceId}/e-invoice`).expect(404);
    expect(none.body.message).toBe(M.documentNotFound);
  });

  it("pays an open invoice through the client link's payment flow, back to the portal", async () => {
    const started = await portal(cookieA, 'post', `/invoices/${a.invoiceId}/pay`).expect(200);
    const url = new URL(started.body.data.url);
    expect(url.pathname).toBe('/pay/simulated');
    const session = url.searchParams.get('session')!;
    const paid = await ctx.http().post('/api/payments/simulated/pay').send({ session }).expect(200);
    expect(paid.body.data.url).toBe(`${PUBLIC_URL}/portal?payment=success`);
    const view = (await portal(cookieA, 'get', '').expect(200)).body.data;
    expect(view.invoices[0]).toMatchObject({ status: 'paid', amountDue: 0, canPay: false });
    expect(view.balances).toEqual([]);
    expect(view.receipts).toEqual([
      expect.objectContaining({ invoiceId: a.invoiceId, amount: 1950.47, currency: 'USD' }),
    ]);
  });

  it('downloads the receipt of a payment, as e-mailed; a refund has none', async () => {
    const paid = (await portal(cookieA, 'get', '').expect(200)).body.data.receipts[0];
    const pdf = await portal(cookieA, 'get', `/receipts/${paid.id}/pdf`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-.+-1\.pdf"$/,
    );
    const text = plainSpaces((await pdfPages(pdf.body as Buffer)).join('\n'));
    const [{ invoice_number: number }] = await db().query(
      'SELECT invoice_number FROM invoices WHERE id = $1',
      [a.invoiceId],
    );
    for (const expected of [`For invoice ${number}`, '$1,950.47', 'Balance due', '$0.00'])
      expect(text).toContain(expected);

    // A payment the owner recorded and partly refunded: its receipt, never the refund's.
    const { paymentId, refundId } = await paymentWithRefund(owner, a.clientId);
    await portal(cookieA, 'get', `/receipts/${paymentId}/pdf`).expect(200);
    const refund = await portal(cookieA, 'get', `/receipts/${refundId}/pdf`).expect(404);
    expect(refund.body.message).toBe(M.documentNotFound);
  });

  it('updates the billing address, field by field, and the owner sees it', async () => {
    const bad = await portal(cookieA, 'put', '/billing-address')
      .send({ address: '1 Main St', postalCode: 'x'.repeat(40), countryCode: 'XX' })
      .expect(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'countryCode',
      'postalCode',
    ]);
    const done = await portal(cookieA, 'put', '/billing-address')
      .send({ address: '5 Rue de la Paix', postalCode: '75002', city: 'Paris', countryCode: 'fr' })
      .expect(200);
    expect(done.body.message).toBe(M.addressUpdated);
    const client = await ctx
      .http()
      .get(`/api/clients/${a.clientId}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(client.body.data).toMatchObject({
      address: '5 Rue de la Paix',
      postalCode: '75002',
      city: 'Paris',
      countryCode: 'FR',
    });
  });

  describe('isolation: a session of client A opens nothing of client B (same workspace) or C (another)', () => {
    /** A payment and its refund on an invoice of B and of C. */
    const payments = new Map<Client, { paymentId: string; refundId: string }>();
    beforeAll(async () => {
      payments.set(a2, await paymentWithRefund(owner, a2.clientId));
      payments.set(b, await paymentWithRefund(other, b.clientId));
    });
    const routes = (c: Client): [string, 'get' | 'post', string][] => [
      ['receipt PDF', 'get', `/receipts/${payments.get(c)!.paymentId}/pdf`],
      ['refund receipt PDF', 'get', `/receipts/${payments.get(c)!.refundId}/pdf`],
      ['malformed receipt id', 'get', '/receipts/not-an-id/pdf'],
      ['invoice PDF', 'get', `/invoices/${c.invoiceId}/pdf`],
      ['draft invoice PDF', 'get', `/invoices/${c.draftId}/pdf`],
      ['proposal PDF', 'get', `/proposals/${c.proposalId}/pdf`],
      ['credit note PDF', 'get', `/credit-notes/${c.creditNoteId}/pdf`],
      ['e-invoice', 'get', `/invoices/${c.invoiceId}/e-invoice`],
      ['pay', 'post', `/invoices/${c.invoiceId}/pay`],
      ['pay a draft', 'post', `/invoices/${c.draftId}/pay`],
      ['malformed id', 'get', '/invoices/not-an-id/pdf'],
    ];
    it.each(['same workspace', 'other workspace'])(
      '%s: every document route answers 404',
      async (which) => {
        const target = which === 'same workspace' ? a2 : b;
        const before = await db().query(
          'SELECT count(*)::int AS n FROM payment_sessions WHERE invoice_id = ANY($1::uuid[])',
          [[target.invoiceId, target.draftId]],
        );
        for (const [, method, path] of routes(target)) {
          const response = await portal(cookieA, method, path);
          expect({ path, status: response.status, message: response.body?.message }).toEqual({
            path,
            status: 404,
            message: M.documentNotFound,
          });
        }
        // A's own draft is no more visible than B's.
        await portal(cookieA, 'get', `/invoices/${a.draftId}/pdf`).expect(404);
        const after = await db().query(
          'SELECT count(*)::int AS n FROM payment_sessions WHERE invoice_id = ANY($1::uuid[])',
          [[target.invoiceId, target.draftId]],
        );
        expect(after).toEqual(before);
        const view = (await portal(cookieA, 'get', '').expect(200)).body.data;
        const ids = JSON.stringify(view);
        for (const id of [
          target.invoiceId,
          target.proposalId,
          target.creditNoteId,
          target.clientId,
          payments.get(target)!.paymentId,
        ])
          expect(ids).not.toContain(id);
      },
    );

    it("the billing address changes only the session's own client", async () => {
      const [before] = await db().query('SELECT address FROM clients WHERE id = $1', [a2.clientId]);
      await portal(cookieA, 'put', '/billing-address')
        .send({ address: 'Mallory Road' })
        .expect(200);
      const [after] = await db().query('SELECT address FROM clients WHERE id = $1', [a2.clientId]);
      expect(after).toEqual(before);
    });

    it("owner routes: another workspace's client is not found", async () => {
      for (const [method, path] of [
        ['get', `/api/clients/${b.clientId}/portal`],
        ['post', `/api/clients/${b.clientId}/portal/link`],
        ['post', `/api/clients/${b.clientId}/portal/revoke`],
      ] as const) {
        const response = await ctx.http()[method](path).auth(owner.token, { type: 'bearer' });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
    });
  });

  it('without a session, or with a workspace session, every portal route answers 401', async () => {
    const paths: ['get' | 'post' | 'put', string][] = [
      ['get', ''],
      ['get', `/invoices/${a.invoiceId}/pdf`],
      ['get', `/invoices/${a.invoiceId}/e-invoice`],
      ['get', `/proposals/${a.proposalId}/pdf`],
      ['get', `/credit-notes/${a.creditNoteId}/pdf`],
      ['get', `/receipts/${randomUUID()}/pdf`],
      ['post', `/invoices/${a.invoiceId}/pay`],
      ['put', '/billing-address'],
      ['post', '/sign-out'],
    ];
    for (const [method, path] of paths) {
      for (const cookie of [null, `${PORTAL_COOKIE}=${randomBytes(32).toString('base64url')}`]) {
        const response = await portal(cookie, method, path).auth(owner.token, { type: 'bearer' });
        expect({ path, status: response.status, message: response.body?.message }).toEqual({
          path,
          status: 401,
          message: M.signInRequired,
        });
      }
    }
  });

  it('the owner sees the sessions and links, and revoking ends them (401 after)', async () => {
    const cookie = await signIn(owner, a2);
    const before = mailsTo(a2.email).length;
    await sendLink(owner, a2.clientId).expect(202);
    const pending = tokenOf(await mailTo(a2.email, before + 1));
    const access = await ctx.graphql<{
      clientPortalAccess: {
        sessions: { lastSeenAt: string }[];
        pendingLinks: { id: string }[];
        signInUrl: string;
      };
    }>(
      'query($id: ID!) { clientPortalAccess(clientId: $id) { signInUrl sessions { createdAt lastSeenAt } pendingLinks { id } } }',
      { id: a2.clientId },
      owner.token,
    );
    expect(access.data!.clientPortalAccess.sessions).toHaveLength(1);
    expect(access.data!.clientPortalAccess.pendingLinks).toHaveLength(1);
    expect(access.data!.clientPortalAccess.signInUrl).toBe(
      `${PUBLIC_URL}/portal/${owner.workspaceId}`,
    );

    const revoked = await ctx.graphql<{
      revokePortalAccess: { sessions: unknown[]; pendingLinks: unknown[] };
    }>(
      'mutation($id: ID!) { revokePortalAccess(clientId: $id) { sessions { id } pendingLinks { id } } }',
      { id: a2.clientId },
      owner.token,
    );
    expect(revoked.data!.revokePortalAccess).toEqual({ sessions: [], pendingLinks: [] });
    const refused = await portal(cookie, 'get', '').expect(401);
    expect(refused.body.message).toBe(M.signInRequired);
    await exchange(pending).expect(400);
    // Client A's session is not touched.
    await portal(cookieA, 'get', '').expect(200);
  });

  it('signing out ends the session', async () => {
    const cookie = await signIn(owner, a);
    const out = await portal(cookie, 'post', '/sign-out').expect(200);
    expect(cookieOf(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    await portal(cookie, 'get', '').expect(401);
  });

  it('answers a known and an unknown address alike, and mails only the client on file', async () => {
    const ask = (workspace: string, email: string) =>
      ctx
        .http()
        .post('/api/portal/sign-in/request')
        .set(HEADER)
        .set('x-forwarded-for', nextIp())
        .send({ workspace, email });
    const before = mailsTo(a2.email).length;
    const known = await ask(owner.workspaceId, a2.email.toUpperCase());
    const unknown = await ask(owner.workspaceId, uniqueEmail('nobody'));
    const otherWorkspace = await ask(other.workspaceId, a2.email);
    const noWorkspace = await ask('not-a-workspace', a2.email);
    for (const response of [known, unknown, otherWorkspace, noWorkspace])
      expect({ status: response.status, body: response.body }).toEqual({
        status: 202,
        body: { status: 'success', message: M.linkRequested, data: null },
      });
    await mailTo(a2.email, before + 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(a2.email)).toHaveLength(before + 1);

    const bad = await ask(owner.workspaceId, 'not an address').expect(400);
    expect(bad.body.data.errors[0].field).toBe('email');
  });

  it('a client page\'s "Email me a link" mails the document\'s client, never a typed address', async () => {
    const { data } = await ctx.graphql<{ createClientLink: { url: string } }>(
      'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
      { input: { documentKind: 'invoice', documentId: a2.invoiceId } },
      owner.token,
    );
    const token = data!.createClientLink.url.split('/c/')[1];
    const before = mailsTo(a2.email).length;
    const response = await ctx
      .http()
      .post(`/api/client/${token}/portal-link`)
      .set(HEADER)
      .set('x-forwarded-for', nextIp())
      .send({ email: 'mallory@evil.example' })
      .expect(202);
    expect(response.body.message).toBe(M.linkRequested);
    await mailTo(a2.email, before + 1);
    expect(mailsTo('mallory@evil.example')).toHaveLength(0);
    const dead = await ctx
      .http()
      .post(`/api/client/${randomBytes(32).toString('base64url')}/portal-link`)
      .set(HEADER)
      .expect(404);
    expect(dead.body.message).toBe(ClientLinkMessages.notFound);
  });

  it('refuses cross-site requests: without the portal header, or from another origin', async () => {
    await ctx
      .http()
      .post(`/api/portal/invoices/${a.invoiceId}/pay`)
      .set('cookie', cookieA)
      .set('x-forwarded-for', nextIp())
      .expect(403);
    const foreign = await ctx
      .http()
      .put('/api/portal/billing-address')
      .set(HEADER)
      .set('origin', 'https://evil.example')
      .set('cookie', cookieA)
      .send({ address: 'Mallory Road' })
      .expect(403);
    expect(foreign.body.message).toBe(M.crossSite);
    await ctx
      .http()
      .post('/api/portal/sign-in')
      .set('origin', 'https://evil.example')
      .set(HEADER)
      .send({ token: randomBytes(32).toString('base64url') })
      .expect(403);
    await ctx
      .http()
      .put('/api/portal/billing-address')
      .set(HEADER)
      .set('origin', PUBLIC_URL)
      .set('cookie', cookieA)
      .set('x-forwarded-for', nextIp())
      .send({ city: 'Lyon' })
      .expect(200);
  });

  it('limits requests per network (429) and sign-in e-mails per address (429)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await ctx.http().get('/api/portal').set('x-forwarded-for', ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    const limited = await ctx.http().get('/api/portal').set('x-forwarded-for', ip).expect(429);
    expect(limited.body.message).toBe(M.rateLimited);

    const email = uniqueEmail('flood');
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        (
          await ctx
            .http()
            .post('/api/portal/sign-in/request')
            .set(HEADER)
            .set('x-forwarded-for', nextIp())
            .send({ workspace: owner.workspaceId, email })
        ).status,
      );
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);

    // Per client, whatever the network: three networks' worth a minute.
    const perClient: number[] = [];
    for (let i = 0; i < 61; i += 1) perClient.push((await portal(cookieA, 'get', '')).status);
    expect(perClient.filter((s) => s === 200)).toHaveLength(60);
    expect(perClient[60]).toBe(429);

    const tries: number[] = [];
    for (let i = 0; i < 6; i += 1) tries.push((await sendLink(other, b.clientId)).status);
    expect(tries).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('refuses a bad token with a 400 naming the link, not a 5xx', async () => {
    for (const token of ['', 'short', 'x'.repeat(300)]) {
      const response = await exchange(token);
      expect(response.status).toBe(400);
    }
    const missing = await ctx
      .http()
      .post('/api/portal/sign-in')
      .set(HEADER)
      .set('x-forwarded-for', nextIp())
      .send({})
      .expect(400);
    expect(missing.body.data.errors[0].field).toBe('token');
  });
});
