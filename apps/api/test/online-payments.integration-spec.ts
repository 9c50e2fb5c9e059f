import { ClientLinkMessages, OnlinePaymentMessages, PaymentMessages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp } from './support/app';
import { signedWebhook } from './support/fake-stripe';
import { clientLinkToken, onlinePayments, sentInvoiceId } from './support/payments';

const M = OnlinePaymentMessages;
const SECRET_KEY = 'sk_test_51ClientPaysOwnAccount0001';
const WEBHOOK_SECRET = 'whsec_clientPaysOwnEndpointSecret';
/** invoicePayload's total, in cents. */
const TOTAL_MINOR = 196047;

/**
 * The client pays an invoice from its link: Stripe Checkout on the workspace's own
 * account (the official SDK against the fake), the workspace's own webhook endpoint recording
 * the payment and its refunds once whatever the order or repetition, and the simulated gateway
 * for a workspace without keys, which records through the same code.
 */
describe('the client pays an invoice online', () => {
  const bed = onlinePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const { stripe, deliver } = bed;
  let ctx: TestApp;
  let owner: SignedUpUser;
  /** A workspace without keys: the simulated gateway. */
  let keyless: SignedUpUser;
  beforeAll(() => ({ ctx, owner, keyless } = bed));

  const db = () => ctx.app.get(DataSource);
  const newInvoice = (user = owner, overrides: Record<string, unknown> = {}) =>
    sentInvoiceId(ctx, user, overrides);
  const linkOf = (documentId: string, user = owner, documentKind = 'invoice') =>
    clientLinkToken(ctx, user, documentId, documentKind);
  const page = async (token: string) =>
    (await ctx.http().get(`/api/client/${token}`).expect(200)).body.data;
  const ledger = (invoiceId: string) =>
    db().query<{ amount: string; method: string; object: string; intent: string | null }[]>(
      `SELECT amount_minor::text AS amount, method, stripe_object_id AS object,
              stripe_payment_intent_id AS intent
         FROM payments WHERE invoice_id = $1 ORDER BY created_at, id`,
      [invoiceId],
    );
  const invoiceRow = async (invoiceId: string) =>
    (
      await db().query<{ status: string; paid_minor: string }[]>(
        'SELECT status, paid_minor::text FROM invoices WHERE id = $1',
        [invoiceId],
      )
    )[0];
  /** Pay now on the client page, then the session Stripe made for it. */
  const checkout = async (token: string) => {
    const response = await ctx.http().post(`/api/client/${token}/pay`).expect(200);
    const session = stripe.lastSession();
    expect(response.body).toEqual({
      status: 'success',
      message: M.started,
      data: { url: `https://checkout.stripe.test/c/pay/${session.id}` },
    });
    return session;
  };

  it('shows the balance and Pay now, and opens Checkout on the workspace’s own account', async () => {
    const invoiceId = await newInvoice();
    const token = await linkOf(invoiceId);
    expect((await page(token)).payment).toEqual({
      amountPaid: 0,
      balanceDue: 1960.47,
      canPayOnline: true,
      // No deposit deducted: no line about one.
      depositLine: null,
      simulated: false,
    });
    const session = await checkout(token);
    const [request] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    // The workspace's key, not Dealdraft's: the money goes to the freelancer.
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(TOTAL_MINOR),
      customer_email: 'billing@globex.example',
      client_reference_id: invoiceId,
      'metadata[dealdraft_invoice]': invoiceId,
      'metadata[dealdraft_workspace]': owner.workspaceId,
      'payment_intent_data[metadata][dealdraft_invoice]': invoiceId,
    });
    expect(session.successUrl).toMatch(new RegExp(`/c/${token}\\?payment=success$`));
    expect(session.cancelUrl).toMatch(new RegExp(`/c/${token}\\?payment=cancelled$`));
  });

  it('records the paid session once, however often Stripe delivers it', async () => {
    const invoiceId = await newInvoice();
    const token = await linkOf(invoiceId);
    const session = await checkout(token);
    const event = stripe.paymentCompleted(session.id);
    const first = await deliver(event).expect(200);
    expect(first.body).toEqual({
      status: 'success',
      message: M.received,
      data: { received: true },
    });
    // Again, and twice at once: the same Stripe object, nothing more.
    await deliver(event).expect(200);
    await Promise.all([
      deliver(event).expect(200),
      deliver(stripe.paymentCompleted(session.id)).expect(200),
    ]);
    expect(await ledger(invoiceId)).toEqual([
      {
        amount: String(TOTAL_MINOR),
        method: 'card',
        object: session.id,
        intent: (event.data.object as { payment_intent: string }).payment_intent,
      },
    ]);
    expect(await invoiceRow(invoiceId)).toEqual({
      status: 'paid',
      paid_minor: String(TOTAL_MINOR),
    });
    // The owner hears of it once, in the bell (and by e-mail), however often it was reported.
    const notices = await db().query(
      'SELECT message, document_kind FROM notifications WHERE document_id = $1',
      [invoiceId],
    );
    const [{ invoice_number: number }] = await db().query(
      'SELECT invoice_number FROM invoices WHERE id = $1',
      [invoiceId],
    );
    expect(notices).toEqual([
      {
        message: `Globex Corporation paid $1,960.47 on invoice ${number}.`,
        document_kind: 'invoice',
      },
    ]);
    expect((await page(token)).payment).toEqual({
      amountPaid: 1960.47,
      balanceDue: 0,
      canPayOnline: false,
      // No deposit deducted: no line about one.
      depositLine: null,
      simulated: false,
    });
    expect((await ctx.http().post(`/api/client/${token}/pay`).expect(409)).body.message).toBe(
      PaymentMessages.nothingDue,
    );
  });

  it('refuses what was not signed with the workspace’s own secret, and records nothing', async () => {
    const invoiceId = await newInvoice();
    const session = await checkout(await linkOf(invoiceId));
    const event = stripe.paymentCompleted(session.id);
    const forged = await deliver(event, { secret: 'whsec_somebodyElsesSecret' }).expect(400);
    expect(forged.body).toEqual({ status: 'error', message: M.invalidSignature, data: null });
    await ctx
      .http()
      .post(`/api/payments/webhook/${owner.workspaceId}`)
      .set('content-type', 'application/json')
      .send(JSON.stringify(event))
      .expect(400);
    // A body changed after signing.
    const payload = JSON.stringify(event);
    await ctx
      .http()
      .post(`/api/payments/webhook/${owner.workspaceId}`)
      .set('content-type', 'application/json')
      .set('stripe-signature', signedWebhook(payload, WEBHOOK_SECRET))
      .send(payload.replace(String(TOTAL_MINOR), '1'))
      .expect(400);
    // Another workspace's endpoint knows its own secret, not this one.
    expect(
      (await deliver(event, { workspaceId: keyless.workspaceId }).expect(404)).body.message,
    ).toBe(M.noAccount);
    await deliver(event, { workspaceId: 'not-a-workspace' }).expect(404);
    expect(await ledger(invoiceId)).toEqual([]);
  });

  it('ignores a session that names another workspace’s invoice', async () => {
    const foreignInvoice = await newInvoice(keyless);
    const session = await checkout(await linkOf(await newInvoice()));
    const event = stripe.paymentCompleted(session.id, {
      metadata: {
        dealdraft_kind: 'invoice_payment',
        dealdraft_workspace: keyless.workspaceId,
        dealdraft_invoice: foreignInvoice,
      },
    });
    await deliver(event).expect(200);
    expect(await ledger(foreignInvoice)).toEqual([]);
  });

  it('waits for a bank debit to succeed before recording it', async () => {
    const invoiceId = await newInvoice();
    const session = await checkout(await linkOf(invoiceId));
    await deliver(stripe.paymentCompleted(session.id, { payment_status: 'unpaid' })).expect(200);
    expect(await ledger(invoiceId)).toEqual([]);
    await deliver(
      stripe.paymentCompleted(session.id, {}, 'checkout.session.async_payment_succeeded'),
    ).expect(200);
    expect(await invoiceRow(invoiceId)).toEqual({
      status: 'paid',
      paid_minor: String(TOTAL_MINOR),
    });
  });

  it('records Stripe’s refunds once, whatever the order they arrive in', async () => {
    const invoiceId = await newInvoice();
    const session = await checkout(await linkOf(invoiceId));
    const paid = stripe.paymentCompleted(session.id);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    const refund = stripe.refundEvent(intent, 60047);

    // The refund first: its payment is unknown yet, so Stripe is told to deliver it again.
    const early = await deliver(refund).expect(409);
    expect(early.body.message).toBe(M.refundBeforePayment);
    await deliver(paid).expect(200);
    await deliver(refund).expect(200);
    // The same refund again, and its update event: still one refund.
    await deliver(refund).expect(200);
    await deliver(
      stripe.refundEvent(intent, 60047, {
        id: (refund.data.object as { id: string }).id,
        type: 'refund.updated',
      }),
    ).expect(200);
    // A refund still pending records nothing yet.
    await deliver(stripe.refundEvent(intent, 100, { status: 'pending' })).expect(200);

    const rows = await ledger(invoiceId);
    expect(rows.map((row) => [row.amount, row.method])).toEqual([
      [String(TOTAL_MINOR), 'card'],
      ['-60047', 'card'],
    ]);
    expect(await invoiceRow(invoiceId)).toEqual({ status: 'partially_paid', paid_minor: '136000' });

    // Paid through Stripe, given back through Stripe: not by hand.
    const [payment] = (
      await ctx
        .http()
        .get(`/api/invoices/${invoiceId}/payments`)
        .auth(owner.token, { type: 'bearer' })
        .expect(200)
    ).body.data;
    expect(payment).toMatchObject({ online: true, refundable: 1360 });
    const manual = await ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments/${payment.id}/refund`)
      .auth(owner.token, { type: 'bearer' })
      .send({ amount: 1 })
      .expect(409);
    expect(manual.body.message).toBe(PaymentMessages.refundOnline);
    await ctx
      .http()
      .delete(`/api/invoices/${invoiceId}/payments/${payment.id}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(409);
  });

  it('records nothing when the write fails midway, and once when Stripe delivers again', async () => {
    const invoiceId = await newInvoice();
    const session = await checkout(await linkOf(invoiceId));
    // A crash between the payment's insert and the invoice's update: the update fails once (a
    // sequence, since nothing else outlives the transaction the failure rolls back).
    await db().query('CREATE SEQUENCE fail_invoice_once_seq');
    await db().query(`
      CREATE FUNCTION fail_invoice_once() RETURNS trigger AS $$
      BEGIN
        IF nextval('fail_invoice_once_seq') = 1 THEN RAISE EXCEPTION 'simulated crash'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db().query(
      `CREATE TRIGGER fail_invoice_once BEFORE UPDATE OF paid_minor ON invoices
         FOR EACH ROW WHEN (NEW.id = '${invoiceId}') EXECUTE FUNCTION fail_invoice_once()`,
    );
    try {
      const event = stripe.paymentCompleted(session.id);
      await deliver(event).expect(500);
      expect(await ledger(invoiceId)).toEqual([]);
      await deliver(event).expect(200);
      expect((await ledger(invoiceId)).length).toBe(1);
      expect(await invoiceRow(invoiceId)).toEqual({
        status: 'paid',
        paid_minor: String(TOTAL_MINOR),
      });
    } finally {
      await db().query('DROP TRIGGER IF EXISTS fail_invoice_once ON invoices');
      await db().query('DROP FUNCTION IF EXISTS fail_invoice_once()');
      await db().query('DROP SEQUENCE IF EXISTS fail_invoice_once_seq');
    }
  });

  describe('without keys: the simulated gateway', () => {
    it('takes the client to a labelled test page and records the payment once', async () => {
      const invoiceId = await newInvoice(keyless);
      const token = await linkOf(invoiceId, keyless);
      expect((await page(token)).payment).toEqual({
        amountPaid: 0,
        balanceDue: 1960.47,
        canPayOnline: true,
        // No deposit deducted: no line about one.
        depositLine: null,
        simulated: true,
      });
      const { url } = (await ctx.http().post(`/api/client/${token}/pay`).expect(200)).body.data;
      expect(url).toMatch(/\/pay\/simulated\?session=[\w-]+$/);
      const sessionToken = new URL(url).searchParams.get('session')!;
      const view = await ctx
        .http()
        .get('/api/payments/simulated')
        .query({ session: sessionToken })
        .expect(200);
      expect(view.body.data).toEqual({
        invoiceNumber: expect.stringMatching(/^INV-/),
        payee: 'Studio Ada',
        amount: 1960.47,
        currency: 'USD',
        // The test page speaks the invoice's language.
        language: 'en',
        cancelUrl: expect.stringMatching(new RegExp(`/c/${token}\\?payment=cancelled$`)),
      });
      const pay = () =>
        ctx.http().post('/api/payments/simulated/pay').send({ session: sessionToken }).expect(200);
      expect((await pay()).body).toEqual({
        status: 'success',
        message: M.simulatedPaid,
        data: { url: expect.stringMatching(new RegExp(`/c/${token}\\?payment=success$`)) },
      });
      await pay();
      const rows = await ledger(invoiceId);
      expect(rows).toEqual([
        {
          amount: String(TOTAL_MINOR),
          method: 'card',
          object: expect.stringMatching(/^sim_/),
          intent: null,
        },
      ]);
      expect(await invoiceRow(invoiceId)).toEqual({
        status: 'paid',
        paid_minor: String(TOTAL_MINOR),
      });
      // No Stripe holds a simulated payment: the owner may give it back by hand.
      const [payment] = (
        await ctx
          .http()
          .get(`/api/invoices/${invoiceId}/payments`)
          .auth(keyless.token, { type: 'bearer' })
          .expect(200)
      ).body.data;
      await ctx
        .http()
        .post(`/api/invoices/${invoiceId}/payments/${payment.id}/refund`)
        .auth(keyless.token, { type: 'bearer' })
        .send({ amount: 1 })
        .expect(201);
    });

    it('refuses a forged or altered session, and GraphQL does the same as REST', async () => {
      await ctx.http().get('/api/payments/simulated').query({ session: 'forged' }).expect(404);
      const invoiceId = await newInvoice(keyless);
      const token = await linkOf(invoiceId, keyless);
      const { data } = await ctx.graphql<{ payInvoice: { url: string } }>(
        'mutation($t: String!) { payInvoice(token: $t) { url } }',
        { t: token },
      );
      const session = new URL(data!.payInvoice.url).searchParams.get('session')!;
      const altered = `${session.slice(0, -2)}${session.endsWith('A') ? 'B' : 'A'}A`;
      const refused = await ctx
        .http()
        .post('/api/payments/simulated/pay')
        .send({ session: altered })
        .expect(404);
      expect(refused.body.message).toBe(M.simulatedNotFound);
      const view = await ctx.graphql<{ simulatedInvoicePayment: { amount: number } }>(
        'query($s: String!) { simulatedInvoicePayment(session: $s) { amount } }',
        { s: session },
      );
      expect(view.data?.simulatedInvoicePayment).toEqual({ amount: 1960.47 });
      const paid = await ctx.graphql<{ paySimulatedInvoicePayment: { url: string } }>(
        'mutation($s: String!) { paySimulatedInvoicePayment(session: $s) { url } }',
        { s: session },
      );
      expect(paid.data?.paySimulatedInvoicePayment.url).toMatch(/\?payment=success$/);
      expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid' });
    });

    it("gives the test payment page the invoice's language, so it goes on speaking it", async () => {
      const invoiceId = await newInvoice(keyless, { language: 'de' });
      const token = await linkOf(invoiceId, keyless);
      const { data } = await ctx.graphql<{ payInvoice: { url: string } }>(
        'mutation($t: String!) { payInvoice(token: $t) { url } }',
        { t: token },
      );
      const session = new URL(data!.payInvoice.url).searchParams.get('session')!;
      const view = await ctx.graphql<{ simulatedInvoicePayment: { language: string } }>(
        'query($s: String!) { simulatedInvoicePayment(session: $s) { language } }',
        { s: session },
      );
      expect(view.data?.simulatedInvoicePayment).toEqual({ language: 'de' });
    });

    it('pays only invoices, and only what is due', async () => {
      const proposal = await ctx.create(keyless, 'proposals', proposalPayload());
      const proposalToken = await linkOf(proposal.id, keyless, 'proposal');
      expect((await page(proposalToken)).payment).toBeNull();
      expect(
        (await ctx.http().post(`/api/client/${proposalToken}/pay`).expect(400)).body.message,
      ).toBe(ClientLinkMessages.notAnInvoice);
      const free = await newInvoice(keyless, {
        lineItems: [{ description: 'Courtesy call', rate: 0, quantity: 1 }],
      });
      const freeToken = await linkOf(free, keyless);
      expect((await page(freeToken)).payment).toMatchObject({ balanceDue: 0, canPayOnline: false });
      await ctx.http().post(`/api/client/${freeToken}/pay`).expect(409);
      await ctx.http().post('/api/client/not-a-token/pay').expect(404);
    });
  });
});
