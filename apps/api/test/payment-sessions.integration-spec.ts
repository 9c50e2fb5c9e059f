import {
  ClientCreditMessages,
  ErrorCode,
  FieldCode,
  OnlinePaymentMessages,
  PaymentSessionMessages,
  unappliedPaymentNotice,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { SignedUpUser, TestApp } from './support/app';
import { clientLinkToken, onlinePayments, recordPayment, sentInvoiceId } from './support/payments';

const M = OnlinePaymentMessages;
const S = PaymentSessionMessages;
const C = ClientCreditMessages;
const SECRET_KEY = 'sk_test_51PagesStayWhilePaid0001';
const WEBHOOK_SECRET = 'whsec_pagesStayWhilePaidSecret';
/** invoicePayload's total, in cents. */
const TOTAL_MINOR = 196047;

/**
 * Money received is never dropped. A page opened for the client to pay an invoice keeps the
 * invoice's currency, total, existence and link while it is open (409 PAYMENT_SESSION_OPEN);
 * the owner can close it. A payment that cannot land as planned (the invoice deleted or
 * changed after its pages were closed, paid in the meantime by another page) is kept as a
 * credit on the client, told to the owner, who applies it to an invoice or refunds it.
 */
describe('payment pages and the money they bring', () => {
  const bed = onlinePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const { stripe, deliver } = bed;
  let ctx: TestApp;
  let owner: SignedUpUser;
  /** A workspace without keys: the simulated gateway. */
  let keyless: SignedUpUser;
  beforeAll(() => ({ ctx, owner, keyless } = bed));

  const db = () => ctx.app.get(DataSource);
  const as = (user: SignedUpUser) => ({
    put: (path: string, body: object) =>
      ctx.http().put(path).auth(user.token, { type: 'bearer' }).send(body),
    post: (path: string, body: object = {}) =>
      ctx.http().post(path).auth(user.token, { type: 'bearer' }).send(body),
    del: (path: string) => ctx.http().delete(path).auth(user.token, { type: 'bearer' }),
    get: (path: string) => ctx.http().get(path).auth(user.token, { type: 'bearer' }),
  });
  const ledger = (invoiceId: string) =>
    db().query<{ amount: string; note: string | null }[]>(
      `SELECT amount_minor::text AS amount, note FROM payments WHERE invoice_id = $1
        ORDER BY created_at, id`,
      [invoiceId],
    );
  const paidMinor = async (invoiceId: string) =>
    (
      await db().query<{ paid: string; status: string }[]>(
        'SELECT paid_minor::text AS paid, status FROM invoices WHERE id = $1',
        [invoiceId],
      )
    )[0];
  const creditOf = async (objectId: string) =>
    (
      await db().query<
        {
          id: string;
          amount: string;
          currency: string;
          reason: string;
          status: string;
          client: string;
          number: string;
        }[]
      >(
        `SELECT id, amount_minor::text AS amount, currency, reason, status, client_name AS client,
                invoice_number AS number
           FROM client_credits WHERE gateway_object_id = $1`,
        [objectId],
      )
    )[0];
  const sessionStatus = async (gatewaySessionId: string) =>
    (
      await db().query<{ status: string }[]>(
        'SELECT status FROM payment_sessions WHERE gateway_session_id = $1',
        [gatewaySessionId],
      )
    )[0]?.status;
  /** The client opens a Stripe page for the invoice from its link; answers the fake's session. */
  const openPage = async (token: string) => {
    await ctx.http().post(`/api/client/${token}/pay`).expect(200);
    return stripe.lastSession();
  };
  const invoiceNumber = async (invoiceId: string) =>
    (
      await db().query<{ n: string }[]>('SELECT invoice_number AS n FROM invoices WHERE id = $1', [
        invoiceId,
      ])
    )[0].n;
  const closePages = (invoiceId: string, user = owner) =>
    as(user).post(`/api/invoices/${invoiceId}/payment-pages/close`).expect(200);
  const expectOpen409 = (
    response: { body: { status: string; message: string; data: unknown } },
    number: string,
  ) =>
    expect(response.body).toEqual({
      status: 'error',
      message: S.open(number),
      data: {
        errors: [{ field: 'invoice', code: FieldCode.PaymentSessionOpen, message: S.open(number) }],
      },
    });

  describe('while a page is open', () => {
    it('refuses changing the currency or the total, deleting, and replacing the link: 409 naming it', async () => {
      const invoiceId = await sentInvoiceId(ctx, owner);
      const number = await invoiceNumber(invoiceId);
      const token = await clientLinkToken(ctx, owner, invoiceId);
      await openPage(token);
      const path = `/api/invoices/${invoiceId}`;

      expectOpen409(
        await as(owner)
          .put(path, invoicePayload({ status: 'sent', currency: 'EUR' }))
          .expect(409),
        number,
      );
      expectOpen409(
        await as(owner)
          .put(
            path,
            invoicePayload({
              status: 'sent',
              lineItems: [{ description: 'Design sprint', rate: 100, quantity: 1 }],
            }),
          )
          .expect(409),
        number,
      );
      expectOpen409(await as(owner).del(path).expect(409), number);
      const replaced = await ctx.graphql(
        'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
        { input: { documentKind: 'invoice', documentId: invoiceId } },
        owner.token,
      );
      expect(replaced.errors?.[0]).toMatchObject({
        message: S.open(number),
        extensions: {
          code: ErrorCode.PaymentSessionOpen,
          fields: [
            { field: 'invoice', code: FieldCode.PaymentSessionOpen, message: S.open(number) },
          ],
        },
      });
      // What the page does not depend on may change.
      await as(owner)
        .put(path, invoicePayload({ status: 'sent', notes: 'Paid by card, thank you.' }))
        .expect(200);
      const { data } = await ctx.graphql<{ invoice: { openPaymentPages: number } }>(
        'query($id: ID!) { invoice(id: $id) { openPaymentPages } }',
        { id: invoiceId },
        owner.token,
      );
      expect(data?.invoice.openPaymentPages).toBe(1);
      expect(await paidMinor(invoiceId)).toEqual({ paid: '0', status: 'sent' });
    });

    it('lets the owner close the pages (expired at Stripe), then change the invoice', async () => {
      const invoiceId = await sentInvoiceId(ctx, owner);
      const token = await clientLinkToken(ctx, owner, invoiceId);
      const first = await openPage(token);
      const second = await openPage(token);
      const closed = await closePages(invoiceId);
      expect(closed.body).toEqual({
        status: 'success',
        message: S.closed(2),
        data: { closed: 2 },
      });
      expect(
        stripe
          .requestsTo('POST', /^\/v1\/checkout\/sessions\/[\w-]+\/expire$/)
          .map((r) => r.path)
          .filter((path) => path.includes(first.id) || path.includes(second.id))
          .sort(),
      ).toEqual(
        [
          `/v1/checkout/sessions/${first.id}/expire`,
          `/v1/checkout/sessions/${second.id}/expire`,
        ].sort(),
      );
      expect(first.status).toBe('expired');
      expect(await sessionStatus(first.id)).toBe('expired');
      await as(owner)
        .put(`/api/invoices/${invoiceId}`, invoicePayload({ status: 'sent', currency: 'EUR' }))
        .expect(200);
      const gql = await ctx.graphql<{ closePaymentPages: { closed: number } }>(
        'mutation($id: ID!) { closePaymentPages(invoiceId: $id) { closed } }',
        { id: invoiceId },
        owner.token,
      );
      expect(gql.data?.closePaymentPages).toEqual({ closed: 0 });
    });
  });

  describe('a payment that cannot be applied is kept as a credit on the client', () => {
    /** Opens a page, closes it, changes the invoice with `change`, then Stripe reports it paid. */
    const paidAfter = async (change: (invoiceId: string) => Promise<unknown>) => {
      const invoiceId = await sentInvoiceId(ctx, owner);
      const number = await invoiceNumber(invoiceId);
      const session = await openPage(await clientLinkToken(ctx, owner, invoiceId));
      await closePages(invoiceId);
      await change(invoiceId);
      // Paid at Stripe just before it expired the page: the webhook still comes.
      const response = await deliver(stripe.paymentCompleted(session.id)).expect(200);
      expect(response.body.message).toBe(M.received);
      return { invoiceId, number, session };
    };

    it('after the currency changed: a credit, the owner told, nothing on the invoice', async () => {
      const { invoiceId, number, session } = await paidAfter((id) =>
        as(owner)
          .put(`/api/invoices/${id}`, invoicePayload({ status: 'sent', currency: 'EUR' }))
          .expect(200),
      );
      expect(await ledger(invoiceId)).toEqual([]);
      expect(await creditOf(session.id)).toEqual({
        id: expect.any(String),
        amount: String(TOTAL_MINOR),
        currency: 'USD',
        reason: 'currency_changed',
        status: 'unapplied',
        client: 'Globex Corporation',
        number,
      });
      const notices = await db().query<{ message: string }[]>(
        'SELECT message FROM notifications WHERE workspace_id = $1 AND document_id = $2',
        [owner.workspaceId, invoiceId],
      );
      expect(notices).toEqual([
        {
          message: unappliedPaymentNotice(
            'Globex Corporation',
            '$1,960.47',
            number,
            'currency_changed',
          ),
        },
      ]);
      // Delivered again: still one credit, one notice.
      await deliver(stripe.paymentCompleted(session.id)).expect(200);
      const count = await db().query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM client_credits WHERE gateway_object_id = $1',
        [session.id],
      );
      expect(count[0].n).toBe(1);
    });

    it('after the total was lowered', async () => {
      const { invoiceId, session } = await paidAfter((id) =>
        as(owner)
          .put(
            `/api/invoices/${id}`,
            invoicePayload({
              status: 'sent',
              lineItems: [{ description: 'Design sprint', rate: 100, quantity: 1 }],
            }),
          )
          .expect(200),
      );
      expect(await ledger(invoiceId)).toEqual([]);
      expect(await creditOf(session.id)).toMatchObject({
        amount: String(TOTAL_MINOR),
        reason: 'total_changed',
      });
    });

    it('after the invoice was deleted', async () => {
      const { invoiceId, session, number } = await paidAfter((id) =>
        as(owner).del(`/api/invoices/${id}`).expect(200),
      );
      expect(await ledger(invoiceId)).toEqual([]);
      expect(await creditOf(session.id)).toMatchObject({
        amount: String(TOTAL_MINOR),
        reason: 'invoice_deleted',
        client: 'Globex Corporation',
        number,
      });
    });

    it('after the link was replaced', async () => {
      const { invoiceId, session } = await paidAfter((id) => clientLinkToken(ctx, owner, id));
      expect(await ledger(invoiceId)).toEqual([]);
      expect(await creditOf(session.id)).toMatchObject({ reason: 'page_closed' });
    });

    it('two pages opened before paying: the second is expired, and paid anyway it is a credit', async () => {
      const invoiceId = await sentInvoiceId(ctx, owner, {
        lineItems: [{ description: 'Retainer', rate: 120, quantity: 1 }],
      });
      const token = await clientLinkToken(ctx, owner, invoiceId);
      const first = await openPage(token);
      const second = await openPage(token);
      await deliver(stripe.paymentCompleted(first.id)).expect(200);
      expect(await paidMinor(invoiceId)).toEqual({ paid: '12000', status: 'paid' });
      // Paid in full: the other page is closed here and at Stripe.
      expect(await sessionStatus(second.id)).toBe('expired');
      expect(stripe.requestsTo('POST', `/v1/checkout/sessions/${second.id}/expire`)).toHaveLength(
        1,
      );
      expect(second.status).toBe('expired');
      await deliver(stripe.paymentCompleted(second.id)).expect(200);
      expect(await ledger(invoiceId)).toEqual([{ amount: '12000', note: null }]);
      expect(await paidMinor(invoiceId)).toEqual({ paid: '12000', status: 'paid' });
      expect(await creditOf(second.id)).toMatchObject({ amount: '12000', reason: 'already_paid' });
    });

    it('on the test gateway: a closed page cannot be paid, and a balance paid meanwhile makes a credit', async () => {
      const invoiceId = await sentInvoiceId(ctx, keyless, {
        lineItems: [{ description: 'Retainer', rate: 120, quantity: 1 }],
      });
      const token = await clientLinkToken(ctx, keyless, invoiceId);
      const sessionOf = async () => {
        const { url } = (await ctx.http().post(`/api/client/${token}/pay`).expect(200)).body.data;
        return new URL(url).searchParams.get('session')!;
      };
      const pay = (session: string) =>
        ctx.http().post('/api/payments/simulated/pay').send({ session });
      const [first, second] = [await sessionOf(), await sessionOf()];
      await pay(first).expect(200);
      const refused = await pay(second).expect(409);
      expect(refused.body.message).toBe(S.pageClosed);
      expect(await ledger(invoiceId)).toEqual([{ amount: '12000', note: null }]);

      // A page asking 120.00 while the owner records 50.00 by hand: the 120.00 is kept whole.
      const other = await sentInvoiceId(ctx, keyless, {
        lineItems: [{ description: 'Retainer', rate: 120, quantity: 1 }],
      });
      const otherToken = await clientLinkToken(ctx, keyless, other);
      const { url } = (await ctx.http().post(`/api/client/${otherToken}/pay`).expect(200)).body
        .data;
      await recordPayment(ctx, keyless, other, { amount: 50, sendReceipt: false }).expect(201);
      await pay(new URL(url).searchParams.get('session')!).expect(200);
      expect(await paidMinor(other)).toEqual({ paid: '5000', status: 'partially_paid' });
      const [credit] = await db().query<{ amount: string; reason: string }[]>(
        `SELECT amount_minor::text AS amount, reason FROM client_credits
          WHERE workspace_id = $1 AND invoice_id = $2`,
        [keyless.workspaceId, other],
      );
      expect(credit).toEqual({ amount: '12000', reason: 'already_paid' });
    });
  });

  describe('the owner applies or refunds a credit', () => {
    /** A credit of the invoice's total (USD 1,960.47), kept because its invoice was deleted. */
    const newCredit = async () => {
      const invoiceId = await sentInvoiceId(ctx, owner);
      const session = await openPage(await clientLinkToken(ctx, owner, invoiceId));
      await closePages(invoiceId);
      await as(owner).del(`/api/invoices/${invoiceId}`).expect(200);
      await deliver(stripe.paymentCompleted(session.id)).expect(200);
      return (await creditOf(session.id)).id;
    };

    it('applies it to an open invoice in its currency: a payment every balance counts', async () => {
      const creditId = await newCredit();
      const listed = await as(owner).get('/api/client-credits?status=unapplied').expect(200);
      expect(listed.body.message).toBe(C.listed);
      expect(listed.body.data).toContainEqual(
        expect.objectContaining({
          id: creditId,
          amount: 1960.47,
          currency: 'USD',
          reason: 'invoice_deleted',
          reasonText: 'the invoice was deleted',
          status: 'unapplied',
        }),
      );
      const euros = await sentInvoiceId(ctx, owner, { currency: 'EUR' });
      const wrong = await as(owner)
        .post(`/api/client-credits/${creditId}/apply`, { invoiceId: euros })
        .expect(400);
      expect(wrong.body.message).toContain(C.currencyMismatch('USD', 'EUR'));
      const small = await sentInvoiceId(ctx, owner, {
        lineItems: [{ description: 'Call', rate: 100, quantity: 1 }],
      });
      const tooMuch = await as(owner)
        .post(`/api/client-credits/${creditId}/apply`, { invoiceId: small })
        .expect(400);
      expect(tooMuch.body.message).toContain(C.moreThanDue('$100.00'));
      await as(owner).post(`/api/client-credits/${creditId}/apply`, {}).expect(400);

      const target = await sentInvoiceId(ctx, owner);
      const applied = await as(owner)
        .post(`/api/client-credits/${creditId}/apply`, { invoiceId: target })
        .expect(200);
      expect(applied.body.message).toBe(C.applied);
      expect(applied.body.data.credit).toMatchObject({
        status: 'applied',
        appliedInvoiceId: target,
      });
      expect(applied.body.data.invoice).toMatchObject({ status: 'paid', balanceDue: 0 });
      expect(await paidMinor(target)).toEqual({ paid: String(TOTAL_MINOR), status: 'paid' });
      const [row] = await ledger(target);
      expect(row.amount).toBe(String(TOTAL_MINOR));
      expect(row.note).toMatch(/^Applied from a client credit/);
      const again = await as(owner)
        .post(`/api/client-credits/${creditId}/apply`, { invoiceId: target })
        .expect(409);
      expect(again.body.message).toBe(C.notUnapplied('applied'));

      // Removed by mistake from the ledger: the credit is the client's again.
      const [payment] = (await as(owner).get(`/api/invoices/${target}/payments`).expect(200)).body
        .data;
      await as(owner).del(`/api/invoices/${target}/payments/${payment.id}`).expect(200);
      const [{ status }] = await db().query<{ status: string }[]>(
        'SELECT status FROM client_credits WHERE id = $1',
        [creditId],
      );
      expect(status).toBe('unapplied');
    });

    it('refunds it over GraphQL, after which it cannot be applied', async () => {
      const creditId = await newCredit();
      const listed = await ctx.graphql<{ clientCredits: { id: string; status: string }[] }>(
        'query { clientCredits(filter: { status: "unapplied" }) { id status } }',
        {},
        owner.token,
      );
      expect(listed.data?.clientCredits).toContainEqual({ id: creditId, status: 'unapplied' });
      const refunded = await ctx.graphql<{ refundClientCredit: { status: string } }>(
        'mutation($id: ID!) { refundClientCredit(id: $id) { status } }',
        { id: creditId },
        owner.token,
      );
      expect(refunded.data?.refundClientCredit).toEqual({ status: 'refunded' });
      const target = await sentInvoiceId(ctx, owner);
      const applied = await ctx.graphql(
        'mutation($id: ID!, $i: ID!) { applyClientCredit(id: $id, input: { invoiceId: $i }) { credit { status } } }',
        { id: creditId, i: target },
        owner.token,
      );
      expect(applied.errors?.[0]).toMatchObject({
        message: C.notUnapplied('refunded'),
        extensions: { code: ErrorCode.Conflict },
      });
      // Another workspace's credit is not found.
      await as(keyless).post(`/api/client-credits/${creditId}/refund`).expect(404);
    });
  });
});
