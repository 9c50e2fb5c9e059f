import {
  CreditNoteMessages,
  DocumentMessages,
  ImportMessages,
  Messages,
  PaymentAccountMessages,
  PaymentMessages,
  TaxRateMessages,
} from '@dealdraft/domain';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp, uniqueEmail } from './support/app';
import { recordPayment, sentInvoiceId } from './support/payments';

const NUL = '\u0000';
const notAllowed = (field: string) => `${field}: ${Messages.validation.controlCharacters}`;
const ID = '6f1c2b1e-3f4a-4c5d-8e9f-0a1b2c3d4e5f';
const DASHES = '-'.repeat(36);
const TOKEN_URL = /https:\/\/app\.dealdraft\.test\/c\/([A-Za-z0-9_-]{43})/;
const cursorOf = (value: unknown, id = ID) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');
/** `{"a":{"a":…}}` nested `depth` times, written out by hand (JSON.stringify would recurse). */
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('bad input always gets a 4xx naming the field, never a 5xx', () => {
  let ctx: TestApp;
  let user: SignedUpUser;
  const db = () => ctx.app.get(DataSource);
  const count = async (sql: string, params: unknown[]) =>
    Number((await db().query(sql, params))[0].count);
  const proposalsOf = (u: SignedUpUser) =>
    count('SELECT count(*) FROM proposals WHERE workspace_id = $1', [u.workspaceId]);
  const invoicesOf = (u: SignedUpUser) =>
    count('SELECT count(*) FROM invoices WHERE workspace_id = $1', [u.workspaceId]);
  const usersNamed = (email: string) =>
    count('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [email]);

  beforeAll(async () => {
    ctx = await bootApp({ PUBLIC_URL: 'https://app.dealdraft.test' });
    user = await ctx.newUser();
    await ctx.upgrade(user);
  });
  afterAll(() => ctx.close());

  const post = (path: string, body: object | string, token = user.token) =>
    ctx
      .http()
      .post(path)
      .auth(token, { type: 'bearer' })
      .set('content-type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const expect400 = async (path: string, body: object | string, message: string) => {
    const response = await post(path, body);
    expect({ status: response.status, body: response.body }).toMatchObject({
      status: 400,
      body: { status: 'error', message },
    });
  };

  describe('control characters in text', () => {
    it.each([
      ['clientName', proposalPayload({ clientName: `Globex${NUL}` })],
      ['companyAddress', proposalPayload({ companyAddress: `12 St${NUL}, London` })],
      ['paymentTerms', proposalPayload({ paymentTerms: 'Net 30\u0007' })],
      [
        'services.1.description',
        proposalPayload({
          services: [
            { description: 'Fine', price: 1, quantity: 1 },
            { description: `Bad${NUL}`, price: 1, quantity: 1 },
          ],
        }),
      ],
      ['proposalTitle', proposalPayload({ proposalTitle: 'Tab\tin a single line' })],
    ])('refuses a proposal with one in %s, writing nothing', async (field, payload) => {
      await expect400('/api/proposals', payload, notAllowed(field));
      expect(await proposalsOf(user)).toBe(0);
    });

    it('takes tab and line breaks in multi-line fields', async () => {
      const created = await ctx.create(
        user,
        'proposals',
        proposalPayload({ paymentTerms: 'Net 30\r\n\tLate fees apply' }),
      );
      expect(created.paymentTerms).toBe('Net 30\r\n\tLate fees apply');
      await db().query('DELETE FROM proposals WHERE workspace_id = $1', [user.workspaceId]);
    });

    it('refuses an invoice with one, writing nothing', async () => {
      await expect400(
        '/api/invoices',
        invoicePayload({ clientName: `Globex${NUL}` }),
        notAllowed('clientName'),
      );
      expect(await invoicesOf(user)).toBe(0);
    });

    it('refuses one in the sign-up name and the login e-mail', async () => {
      const email = uniqueEmail('nul');
      await expect400(
        '/api/auth/signup',
        { name: `Ada${NUL}`, email, password: 'correct horse' },
        notAllowed('name'),
      );
      expect(await usersNamed(email)).toBe(0);
      await expect400(
        '/api/auth/login',
        { email: `${NUL}${user.email}`, password: 'correct horse' },
        notAllowed('email'),
      );
    });

    it('refuses one in the public decline reason, leaving the proposal open', async () => {
      const proposal = await ctx.create(user, 'proposals', proposalPayload({ status: 'sent' }));
      const link = await ctx.graphql<{ createClientLink: { url: string } }>(
        'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
        { input: { documentKind: 'proposal', documentId: proposal.id } },
        user.token,
      );
      const token = TOKEN_URL.exec(link.data!.createClientLink.url)![1];
      const page = await ctx.http().get(`/api/client/${token}`).expect(200);
      const response = await ctx
        .http()
        .post(`/api/client/${token}/decline`)
        .send({ reason: `No${NUL}thanks`, version: page.body.data.version })
        .expect(400);
      expect(response.body.message).toBe(notAllowed('reason'));
      const [row] = await db().query('SELECT status FROM proposals WHERE id = $1', [proposal.id]);
      expect(row.status).toBe('sent');
      await db().query('DELETE FROM proposals WHERE workspace_id = $1', [user.workspaceId]);
    });

    it.each([
      [
        'createProposal',
        'mutation($input: ProposalInput!) { createProposal(input: $input) { id } }',
        { input: proposalPayload({ clientName: `Globex${NUL}` }) },
        'clientName',
      ],
      [
        'proposals(search)',
        'query($s: String) { proposals(search: $s) { totalCount } }',
        { s: `Glo${NUL}` },
        'search',
      ],
      [
        'search(term)',
        'query($t: String!) { search(term: $t) { proposals { id } } }',
        { t: `Glo${NUL}` },
        'term',
      ],
    ])(
      'refuses one in GraphQL %s with VALIDATION_FAILED',
      async (_name, query, variables, field) => {
        const result = await ctx.graphql(query, variables, user.token);
        expect(result.errors?.[0]).toMatchObject({
          message: notAllowed(field),
          extensions: { code: 'VALIDATION_FAILED' },
        });
        expect(await proposalsOf(user)).toBe(0);
      },
    );
  });

  describe('crafted cursors', () => {
    it.each([
      ['value', cursorOf('not a number')],
      ['proposalDate', cursorOf('2026-02-30')],
      ['createdAt', cursorOf('2026-11-01T25:99:00.000Z')],
      ['clientName', cursorOf('Globex', 'x')],
      ['clientName', cursorOf('Globex', DASHES)],
    ])('refuses a %s cursor that does not fit with BAD_REQUEST', async (sortBy, after) => {
      const result = await ctx.graphql(
        `query($after: String) { proposals(sortBy: ${sortBy}, after: $after) { totalCount } }`,
        { after },
        user.token,
      );
      expect(result.errors?.[0]).toMatchObject({
        message: Messages.system.cursorInvalid,
        extensions: { code: 'BAD_REQUEST' },
      });
    });

    it('refuses an invoices cursor whose amount is not a number', async () => {
      const result = await ctx.graphql(
        'query($after: String) { invoices(sortBy: amount, after: $after) { totalCount } }',
        { after: cursorOf('1; DROP TABLE invoices') },
        user.token,
      );
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    });
  });

  describe('ids that are not UUIDs', () => {
    it.each([
      ['emailSends', 'query { emailSends(documentId: "x") { id } }', 'documentId'],
      ['reminders', `query { reminders(documentId: "${DASHES}") { id } }`, 'documentId'],
      ['clientLinks', `query { clientLinks(documentId: "${DASHES}") { id } }`, 'documentId'],
      [
        'markNotificationsSeen',
        `mutation { markNotificationsSeen(ids: ["${ID}", "${DASHES}"]) }`,
        'ids.1',
      ],
    ])('%s answers VALIDATION_FAILED naming the argument', async (_name, query, field) => {
      const result = await ctx.graphql(query, {}, user.token);
      expect(result.errors?.[0]).toMatchObject({
        message: `${field}: ${Messages.validation.invalidId}`,
        extensions: { code: 'VALIDATION_FAILED' },
      });
    });
  });

  describe('deeply nested JSON', () => {
    it('refuses 5,000 nested objects in a service line with 400, writing nothing', async () => {
      const body = JSON.stringify(proposalPayload()).replace(
        '"description":"Discovery workshop"',
        `"description":${nestedObjects(5_000)}`,
      );
      await expect400('/api/proposals', body, Messages.system.jsonTooDeep);
      expect(await proposalsOf(user)).toBe(0);
    });

    it('refuses 100k nested arrays to the login with 400', async () => {
      const body = '['.repeat(100_000) + ']'.repeat(100_000);
      await expect400('/api/auth/login', body, Messages.system.jsonTooDeep);
    });

    it('refuses them in a GraphQL request too', async () => {
      const body = JSON.stringify({
        query: 'query($s: String) { proposals(search: $s) { totalCount } }',
        variables: { s: 'x' },
      }).replace('"x"', nestedObjects(100));
      const response = await post('/graphql', body).expect(400);
      expect(response.body.message).toBe(Messages.system.jsonTooDeep);
    });
  });

  describe('framework errors keep their 4xx', () => {
    it('answers an unknown charset with 415', async () => {
      const response = await ctx
        .http()
        .post('/api/auth/login')
        .set('content-type', 'application/json; charset=klingon')
        .send(JSON.stringify({ email: user.email, password: user.password }))
        .expect(415);
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: Messages.system.unsupportedMediaType,
      });
    });

    it('answers a gzip Content-Encoding over a plain body with 400', async () => {
      const response = await ctx
        .http()
        .post('/api/auth/login')
        .set('content-type', 'application/json')
        .set('content-encoding', 'gzip')
        .send(JSON.stringify({ email: user.email, password: user.password }))
        .expect(400);
      expect(response.body.message).toBe(Messages.system.badRequest);
    });
  });

  describe('bodies that are not JSON', () => {
    // Its own workspace: the invoices made here stay out of the counts of the other cases.
    let payer: SignedUpUser;
    beforeAll(async () => {
      payer = await ctx.newUser();
      await ctx.upgrade(payer);
    });
    const jsonOnly = { status: 'error', data: null, message: Messages.system.jsonOnly };
    const paidInvoice = async () => {
      const invoiceId = await sentInvoiceId(ctx, payer);
      const payment = (await recordPayment(ctx, payer, invoiceId, { amount: 100 }).expect(201)).body
        .data.payment;
      return { invoiceId, paymentId: payment.id as string };
    };
    const refunds = (invoiceId: string) =>
      count('SELECT count(*) FROM payments WHERE invoice_id = $1 AND amount_minor < 0', [
        invoiceId,
      ]);

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
      'refuses a refund sent as %s with 415, refunding nothing',
      async (type) => {
        const { invoiceId, paymentId } = await paidInvoice();
        const response = await ctx
          .http()
          .post(`/api/invoices/${invoiceId}/payments/${paymentId}/refund`)
          .auth(payer.token, { type: 'bearer' })
          .set('content-type', type)
          .send(type.endsWith('urlencoded') ? 'amount=0.01' : '{"amount":0.01}');
        expect({ status: response.status, body: response.body }).toEqual({
          status: 415,
          body: jsonOnly,
        });
        expect(await refunds(invoiceId)).toBe(0);
      },
    );

    it('refuses a GraphQL request as text/plain and a JSON body without a type', async () => {
      const graphql = await ctx
        .http()
        .post('/graphql')
        .set('content-type', 'text/plain')
        .send('{"query":"{ __typename }"}');
      expect({ status: graphql.status, body: graphql.body }).toEqual({
        status: 415,
        body: jsonOnly,
      });
      const untyped = await ctx
        .http()
        .post('/api/auth/login')
        .set('content-type', '')
        .send(Buffer.from(JSON.stringify({ email: payer.email, password: payer.password })));
      expect(untyped.status).toBe(415);
    });

    it('answers a refund or credit note without an amount with 400 naming it', async () => {
      const { invoiceId, paymentId } = await paidInvoice();
      const refund = await post(
        `/api/invoices/${invoiceId}/payments/${paymentId}/refund`,
        {},
        payer.token,
      );
      expect({ status: refund.status, message: refund.body.message }).toEqual({
        status: 400,
        message: `amount: ${PaymentMessages.refundAmountRequired}`,
      });
      const credit = await post(
        `/api/invoices/${invoiceId}/credit-notes`,
        { reason: 'Goodwill' },
        payer.token,
      );
      expect({ status: credit.status, message: credit.body.message }).toEqual({
        status: 400,
        message: `amount: ${CreditNoteMessages.amountRequired}`,
      });
      expect(await refunds(invoiceId)).toBe(0);
      const result = await ctx.graphql(
        'mutation($i: ID!, $p: ID!) { refundPayment(invoiceId: $i, paymentId: $p) { __typename } }',
        { i: invoiceId, p: paymentId },
        payer.token,
      );
      expect(result.errors?.[0].message).toMatch(/argument "input" of type "RefundInput!"/);
      expect(await refunds(invoiceId)).toBe(0);
    });

    it('still takes a bodiless POST and the CSV upload as text/csv', async () => {
      // No body, no type: past the media-type check, to the route's own validation.
      const { invoiceId, paymentId } = await paidInvoice();
      const bodiless = await ctx
        .http()
        .post(`/api/invoices/${invoiceId}/payments/${paymentId}/refund`)
        .auth(payer.token, { type: 'bearer' });
      expect({ status: bodiless.status, message: bodiless.body.message }).toEqual({
        status: 400,
        message: `amount: ${PaymentMessages.refundAmountRequired}`,
      });
      const upload = await ctx
        .http()
        .post('/api/imports/clients')
        .auth(payer.token, { type: 'bearer' })
        .set('content-type', 'text/csv')
        .send('name,email\nAda,ada@example.com\n');
      expect(upload.status).toBe(201);
    });
  });

  describe('values that would be stored as something else, or sent on', () => {
    // Its own workspace: the invoices made here stay out of the counts of the other cases.
    let owner: SignedUpUser;
    beforeAll(async () => {
      owner = await ctx.newUser();
      await ctx.upgrade(owner);
    });
    const send = (method: 'post' | 'put', path: string, body: string | object) =>
      ctx
        .http()
        [method](path)
        .auth(owner.token, { type: 'bearer' })
        .set('content-type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
    const refusal = (response: { status: number; body: { message?: string } }) => ({
      status: response.status,
      message: response.body.message,
    });

    it.each(['5e-324', '1e-7', '20.0001', '9.97500000001'])(
      'refuses a tax percent of %s instead of storing another',
      async (raw) => {
        const response = await send('post', '/api/tax-rates', `{"name":"VAT","percent":${raw}}`);
        expect(refusal(response)).toEqual({
          status: 400,
          message: `percent: ${TaxRateMessages.percent}`,
        });
        expect(
          await count('SELECT count(*) FROM tax_rates WHERE workspace_id = $1', [
            owner.workspaceId,
          ]),
        ).toBe(0);
      },
    );

    it('still takes 9.975 and 0, stored exactly', async () => {
      await send('post', '/api/tax-rates', '{"name":"QST","percent":9.975}').expect(201);
      await send('post', '/api/tax-rates', '{"name":"Zero","percent":0}').expect(201);
      const rows = await db().query(
        'SELECT rate_thousandths FROM tax_rates WHERE workspace_id = $1 ORDER BY name',
        [owner.workspaceId],
      );
      expect(rows.map((row: { rate_thousandths: number }) => Number(row.rate_thousandths))).toEqual(
        [9975, 0],
      );
    });

    it.each([
      [
        'secretKey',
        { secretKey: `sk_test_${'a'.repeat(1_000_000)}`, webhookSecret: 'whsec_abcdefgh1234' },
      ],
      [
        'webhookSecret',
        { secretKey: 'sk_test_abcdefgh1234', webhookSecret: `whsec_${'a'.repeat(250)}` },
      ],
    ])('refuses a Stripe %s over 255 characters before calling Stripe', async (field, body) => {
      const response = await send('put', '/api/workspace/payments', body);
      expect(refusal(response)).toEqual({
        status: 400,
        message: `${field}: ${PaymentAccountMessages.keyTooLong}`,
      });
    });

    it.each([
      [{ isAdmin: 2 }, [], 'mapping.isAdmin'],
      [{}, [{ row: 2, field: 'isAdmin', value: 'yes' }], 'fixes.0.field'],
      [{}, [{ row: 2, field: '__proto__', value: 'x' }], 'fixes.0.field'],
    ] as const)(
      'refuses an import naming %j / %j, which is not a field',
      async (extra, fixes, field) => {
        const upload = await ctx
          .http()
          .post('/api/imports/clients')
          .auth(owner.token, { type: 'bearer' })
          .set('content-type', 'text/csv')
          .send('Name,E-mail,Company\nAda,ada@example.com,Analytical\n')
          .expect(201);
        const { id, mapping } = upload.body.data;
        const body = JSON.stringify({ mapping: { ...mapping, ...extra }, fixes });
        for (const step of ['check', 'commit']) {
          const response = await send('post', `/api/imports/${id}/${step}`, body);
          expect(refusal(response)).toEqual({
            status: 400,
            message: `${field}: ${ImportMessages.noSuchField}`,
          });
        }
        expect(
          await count('SELECT count(*) FROM clients WHERE workspace_id = $1', [owner.workspaceId]),
        ).toBe(0);
      },
    );

    it('refuses a payment on a draft invoice with 409, over REST and GraphQL', async () => {
      const draft = await ctx.create(owner, 'invoices', invoicePayload({ status: 'draft' }));
      const rest = await send('post', `/api/invoices/${draft.id}/payments`, { amount: 10 });
      expect(refusal(rest)).toEqual({ status: 409, message: PaymentMessages.draft });
      const graphql = await ctx.graphql(
        'mutation($id: ID!) { recordPayment(invoiceId: $id, input: { amount: 10 }) { payment { id } } }',
        { id: draft.id },
        owner.token,
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: PaymentMessages.draft,
        extensions: { code: 'CONFLICT' },
      });
      expect(await count('SELECT count(*) FROM payments WHERE invoice_id = $1', [draft.id])).toBe(
        0,
      );
    });
  });

  describe('numbers in odd notation', () => {
    // Raw JSON, as JSON.stringify would write 1e400 as null.
    const withPrice = (kind: 'proposals' | 'invoices', raw: string) => {
      const [payload, list, key] =
        kind === 'proposals'
          ? [proposalPayload(), 'services', 'price']
          : [invoicePayload(), 'lineItems', 'rate'];
      const lines = (payload as unknown as Record<string, object[]>)[list];
      return JSON.stringify({ ...payload, [list]: [{ ...lines[0], [key]: '__X__' }] }).replace(
        '"__X__"',
        raw,
      );
    };
    it.each([
      ['proposals', '1e-20', `services.0.price: ${DocumentMessages.priceDecimals}`],
      ['proposals', '5e-7', `services.0.price: ${DocumentMessages.priceDecimals}`],
      ['proposals', '1e400', `services.0.price: ${Messages.validation.positive}`],
      ['invoices', '1e-20', `lineItems.0.rate: ${DocumentMessages.priceDecimals}`],
      ['invoices', '99999999999999999999999', `lineItems.0.rate: ${DocumentMessages.priceMax}`],
    ] as const)(
      'refuses a %s price of %s instead of rounding it, writing nothing',
      async (kind, raw, message) => {
        await expect400(`/api/${kind}`, withPrice(kind, raw), message);
        expect(await (kind === 'proposals' ? proposalsOf(user) : invoicesOf(user))).toBe(0);
      },
    );
  });

  describe('paging parameters', () => {
    const get = (path: string) => ctx.http().get(path).auth(user.token, { type: 'bearer' });
    it.each([
      ['/api/clients', 'page', '1000000000000000000', 1_000_000],
      ['/api/clients', 'page', '99999999999999999999', 1_000_000],
      ['/api/clients', 'page', '1e300', 1_000_000],
      ['/api/clients', 'page', '1000001', 1_000_000],
      ['/api/clients', 'pageSize', '1e2', 100],
      ['/api/clients', 'pageSize', '101', 100],
      ['/api/items', 'page', '1000000000000000000', 1_000_000],
      ['/api/items', 'page', '1e300', 1_000_000],
      ['/api/items', 'page', '2.5', 1_000_000],
      ['/api/items', 'pageSize', '99999999999999999999', 100],
      ['/api/invoices', 'limit', '1e300', 100],
      ['/api/proposals', 'limit', '99999999999999999999', 100],
    ])('%s?%s=%s answers 400 naming the field', async (path, field, value, max) => {
      const response = await get(`${path}?${field}=${value}`);
      expect({ status: response.status, body: response.body }).toMatchObject({
        status: 400,
        body: { status: 'error', message: `${field}: ${Messages.system.listLimit(max)}` },
      });
    });

    it('serves the last page allowed, empty', async () => {
      const response = await get('/api/clients?page=1000000&pageSize=100').expect(200);
      expect(response.body.data).toMatchObject({ items: [], page: 1_000_000, pageSize: 100 });
    });
  });

  describe('dates and e-mails', () => {
    it('refuses an impossible date-time instead of trimming it to its date', async () => {
      await expect400(
        '/api/proposals',
        proposalPayload({ proposalDate: '2026-11-01T25:99:00Z' }),
        `proposalDate: ${DocumentMessages.dateFormat}`,
      );
      expect(await proposalsOf(user)).toBe(0);
    });

    it('refuses a sign-up to the same mailbox with a trailing dot', async () => {
      const email = uniqueEmail('dot');
      await ctx.newUser({ email });
      await expect400(
        '/api/auth/signup',
        { name: 'Ada Again', email: `${email}.`, password: 'correct horse' },
        `email: ${Messages.validation.email}`,
      );
      expect(await usersNamed(email)).toBe(1);
      expect(await usersNamed(`${email}.`)).toBe(0);
    });
  });
});

// Its own app, booted once the one above is closed: Passport keeps one global 'jwt' strategy,
// which a second app replaces, so the first cannot authenticate after it closes.
describe("the web app's static files", () => {
  it('answers a path out of the assets folder with a 4xx and never the file', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dealdraft-web-'));
    mkdirSync(join(dist, 'web', 'assets'), { recursive: true });
    mkdirSync(join(dist, '.data'));
    writeFileSync(join(dist, 'web', 'index.html'), '<!doctype html><title>Dealdraft</title>');
    writeFileSync(join(dist, 'web', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dist, '.data', 'jwt-secret'), 'top secret');
    const web = await bootApp({ WEB_DIST_DIR: join(dist, 'web') });
    try {
      await web.http().get('/assets/app.js').expect(200);
      const response = await web.http().get('/assets/..%2f..%2f.data%2fjwt-secret');
      expect([403, 404]).toContain(response.status);
      expect(response.text).not.toContain('top secret');
      expect(response.body).toEqual({
        status: 'error',
        data: null,
        message: response.status === 403 ? Messages.system.forbidden : Messages.system.notFound,
      });
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
