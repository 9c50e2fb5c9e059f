import { SubscriptionMessages } from '@dealdraft/domain';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { FakeStripe, signedWebhook } from './support/fake-stripe';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = SubscriptionMessages;
const ORIGIN = 'http://localhost:3000';
const WEBHOOK_SECRET = 'whsec_dealdraft_test';
const PRICES = { freelancer: 'price_freelancer_test', business: 'price_business_test' };
const URLS = { successUrl: `${ORIGIN}/payment-success`, cancelUrl: `${ORIGIN}/payment-decline` };
const PROFILE = `{ profile { plan isSubscriptionActive cancelAtPeriodEnd planStart planEnd
  proposalsUsed proposalsLimit invoicesUsed invoicesLimit } }`;

interface Profile {
  plan: string;
  isSubscriptionActive: boolean;
  cancelAtPeriodEnd: boolean;
  planStart: string | null;
  planEnd: string | null;
  proposalsUsed: number;
  proposalsLimit: number;
  invoicesUsed: number;
  invoicesLimit: number;
}

describe('subscriptions through Stripe (the SDK against a fake Stripe API)', () => {
  const stripe = new FakeStripe();
  let ctx: TestApp;
  beforeAll(async () => {
    const base = await stripe.start();
    ctx = await bootApp({
      WEB_ORIGIN: ORIGIN,
      STRIPE_SECRET_KEY: 'sk_test_dealdraft',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_FREELANCER: PRICES.freelancer,
      STRIPE_PRICE_BUSINESS: PRICES.business,
      STRIPE_API_BASE: base,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe.stop();
  });

  const db = () => ctx.app.get(DataSource);
  const post = (path: string, user: SignedUpUser | null, body?: object) => {
    const call = ctx.http().post(path);
    if (user) call.auth(user.token, { type: 'bearer' });
    return call.send(body);
  };
  const subscribe = (user: SignedUpUser, body: object = { plan: 'freelancer', ...URLS }) =>
    post('/api/subscription/subscribe', user, body);
  const profileOf = async (user: SignedUpUser): Promise<Profile> => {
    const { data } = await ctx.graphql<{ profile: Profile }>(PROFILE, {}, user.token);
    return data!.profile;
  };
  const eventRows = async (id: string) =>
    (await db().query('SELECT id FROM stripe_events WHERE id = $1', [id])).length as number;

  /** Delivers `event` as Stripe would: the exact JSON bytes, signed. */
  const deliver = (event: Stripe.Event | string, signature?: string) => {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    return ctx
      .http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature ?? signedWebhook(payload, WEBHOOK_SECRET))
      .send(payload);
  };

  /** Subscribes, "pays" at the fake Stripe, and delivers checkout.session.completed. */
  const subscribeAndPay = async (user: SignedUpUser, plan: 'freelancer' | 'business') => {
    await subscribe(user, { plan, ...URLS }).expect(200);
    const session = stripe.lastSession();
    const subscription = stripe.completeCheckout(session.id);
    await deliver(stripe.checkoutCompleted(session.id)).expect(200);
    return subscription;
  };

  describe('starting a checkout', () => {
    it('creates a subscription-mode session with our price, user, customer, URLs and an idempotency key', async () => {
      const user = await ctx.newUser();
      const response = await subscribe(user, { plan: 'FreeLancer', ...URLS }).expect(200);

      const [customerCall] = stripe.requestsTo('POST', '/v1/customers').slice(-1);
      expect(customerCall.params).toMatchObject({
        email: user.email,
        'metadata[workspaceId]': user.workspaceId,
      });
      expect(customerCall.headers['idempotency-key']).toBe(`customer-${user.workspaceId}`);

      const [sessionCall] = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
      const session = stripe.lastSession();
      expect(sessionCall.params).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': PRICES.freelancer,
        'line_items[0][quantity]': '1',
        client_reference_id: user.workspaceId,
        customer: session.customer,
        success_url: URLS.successUrl,
        cancel_url: URLS.cancelUrl,
        'subscription_data[metadata][workspaceId]': user.workspaceId,
        'subscription_data[metadata][plan]': 'freelancer',
      });
      expect(sessionCall.headers['idempotency-key']).toMatch(/^checkout-[\w-]+$/);
      expect(sessionCall.headers.authorization).toBe('Bearer sk_test_dealdraft');

      expect(response.body).toEqual({
        status: 'success',
        message: M.checkoutCreated,
        data: { url: `https://checkout.stripe.test/c/pay/${session.id}` },
      });
      const [row] = await db().query('SELECT stripe_customer_id FROM workspaces WHERE id = $1', [
        user.workspaceId,
      ]);
      expect(row.stripe_customer_id).toBe(session.customer);
      // Only a verified event grants a plan; starting (or returning from) checkout does not.
      expect(await profileOf(user)).toMatchObject({ plan: 'trial', proposalsLimit: 5 });
    });

    it('creates the Stripe customer once and reuses it', async () => {
      const user = await ctx.newUser();
      const before = stripe.requestsTo('POST', '/v1/customers').length;
      await subscribe(user, { plan: 'freelancer', ...URLS }).expect(200);
      const first = stripe.lastSession();
      await subscribe(user, { plan: 'business', ...URLS }).expect(200);
      const second = stripe.lastSession();

      expect(stripe.requestsTo('POST', '/v1/customers')).toHaveLength(before + 1);
      expect(second.customer).toBe(first.customer);
      expect(second.price).toBe(PRICES.business);
    });

    it('answers the same session to a double click (same idempotency key)', async () => {
      const user = await ctx.newUser();
      const [a, b] = await Promise.all([subscribe(user), subscribe(user)]);
      expect(a.status).toBe(200);
      expect(b.body.data.url).toBe(a.body.data.url);
    });

    it('works over GraphQL too', async () => {
      const user = await ctx.newUser();
      const { data, errors } = await ctx.graphql<{ subscribe: { url: string } }>(
        'mutation ($input: CheckoutInput!) { subscribe(input: $input) { url } }',
        { input: { plan: 'business', ...URLS } },
        user.token,
      );
      expect(errors).toBeUndefined();
      expect(data!.subscribe.url).toBe(
        `https://checkout.stripe.test/c/pay/${stripe.lastSession().id}`,
      );
      expect(stripe.lastSession().price).toBe(PRICES.business);
    });

    it.each([
      ['the trial', { plan: 'trial', ...URLS }],
      ['an unknown plan', { plan: 'enterprise', ...URLS }],
      ['no plan', { ...URLS }],
    ])('refuses %s with 400', async (_label, body) => {
      const user = await ctx.newUser();
      const response = await subscribe(user, body).expect(400);
      expect(response.body).toMatchObject({ status: 'error', message: `plan: ${M.invalidPlan}` });
    });

    it.each([
      ['another site', { successUrl: 'https://evil.example/payment-success' }],
      ['a look-alike host', { cancelUrl: 'http://localhost:3000.evil.example/x' }],
      ['a loopback alias on another port', { cancelUrl: 'http://127.0.0.1:3001/pricing' }],
      ['a script URL', { successUrl: 'javascript:alert(1)' }],
      ['not a URL', { cancelUrl: '/payment-decline' }],
    ])('refuses return URLs on %s with 400, before calling Stripe', async (_label, urls) => {
      const user = await ctx.newUser();
      const before = stripe.requests.length;
      const response = await subscribe(user, { plan: 'freelancer', ...URLS, ...urls }).expect(400);
      expect(response.body.message).toBe(M.invalidReturnUrl);
      expect(stripe.requests).toHaveLength(before);
    });

    it.each(['http://127.0.0.1:3000', 'http://[::1]:3000'])(
      'takes return URLs on %s outside production, a loopback alias of WEB_ORIGIN',
      async (alias) => {
        const user = await ctx.newUser();
        const urls = { successUrl: `${alias}/settings?checkout=ok`, cancelUrl: `${alias}/pricing` };
        await subscribe(user, { plan: 'business', ...urls }).expect(200);
        expect(stripe.lastSession()).toMatchObject(urls);
      },
    );

    it('refuses a client-named price and unknown fields', async () => {
      const user = await ctx.newUser();
      await subscribe(user, { plan: 'freelancer', price: 'price_cheap', ...URLS }).expect(400);
    });

    it('needs a session', async () => {
      await post('/api/subscription/subscribe', null, { plan: 'freelancer', ...URLS }).expect(401);
    });

    it('answers 503 with a clear message when Stripe fails, and when it gives no url', async () => {
      const user = await ctx.newUser();
      // 500s are retried by the SDK (same idempotency key); fail every attempt.
      stripe.fail('POST', /^\/v1\/checkout\/sessions$/, 500, 'Stripe is down', 3);
      const before = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
      const failed = await subscribe(user).expect(503);
      expect(failed.body).toEqual({ status: 'error', data: null, message: M.providerUnavailable });
      // The SDK retried twice with the same key, so Stripe could never make two sessions.
      const attempts = stripe.requestsTo('POST', '/v1/checkout/sessions').slice(before);
      expect(attempts).toHaveLength(3);
      expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);

      stripe.fail('POST', /^\/v1\/checkout\/sessions$/, 400, 'No such price');
      expect((await subscribe(user).expect(503)).body.message).toBe(M.providerUnavailable);

      stripe.omitSessionUrl = true;
      try {
        expect(
          (await subscribe(user, { plan: 'business', ...URLS }).expect(503)).body.message,
        ).toBe(M.checkoutNoUrl);
      } finally {
        stripe.omitSessionUrl = false;
      }
      expect(await profileOf(user)).toMatchObject({ plan: 'trial' });
    });

    it('refuses to subscribe again to the active plan', async () => {
      const user = await ctx.newUser();
      await subscribeAndPay(user, 'freelancer');
      expect((await subscribe(user).expect(409)).body.message).toBe(M.alreadySubscribed);
    });
  });

  describe('webhooks', () => {
    it('activates the plan on a verified checkout.session.completed, with fresh counters', async () => {
      const user = await ctx.newUser();
      await db().query(
        'UPDATE workspaces SET proposals_used = 4, invoices_used = 2 WHERE id = $1',
        [user.workspaceId],
      );
      const subscription = await subscribeAndPay(user, 'freelancer');

      const item = subscription.items.data[0];
      expect(await profileOf(user)).toEqual({
        plan: 'freelancer',
        isSubscriptionActive: true,
        cancelAtPeriodEnd: false,
        planStart: new Date(item.current_period_start * 1000).toISOString(),
        planEnd: new Date(item.current_period_end * 1000).toISOString(),
        proposalsUsed: 0,
        proposalsLimit: 50,
        invoicesUsed: 0,
        invoicesLimit: 50,
      });
      // Order independence: the state was read back from Stripe, not taken from the event.
      expect(stripe.requestsTo('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    });

    describe('refuses unverified deliveries with 400 and changes nothing', () => {
      let user: SignedUpUser;
      let event: Stripe.Event;
      beforeAll(async () => {
        user = await ctx.newUser();
        await subscribe(user).expect(200);
        const session = stripe.lastSession();
        stripe.completeCheckout(session.id);
        event = stripe.checkoutCompleted(session.id);
      });
      afterEach(async () => {
        expect(await profileOf(user)).toMatchObject({ plan: 'trial', proposalsLimit: 5 });
        expect(await eventRows(event.id)).toBe(0);
      });

      const expectRefused = async (response: { status: number; body: { message: string } }) => {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(M.invalidSignature);
      };

      it('without a signature', async () => {
        await expectRefused(
          await ctx
            .http()
            .post('/api/stripe/webhook')
            .set('content-type', 'application/json')
            .send(JSON.stringify(event)),
        );
      });

      it('signed with another secret', async () => {
        const payload = JSON.stringify(event);
        await expectRefused(await deliver(payload, signedWebhook(payload, 'whsec_someone_else')));
      });

      it('signed 10 minutes ago (a replay)', async () => {
        const payload = JSON.stringify(event);
        const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
        await expectRefused(
          await deliver(payload, signedWebhook(payload, WEBHOOK_SECRET, tenMinutesAgo)),
        );
      });

      it('with the body re-serialised after signing', async () => {
        const payload = JSON.stringify(event);
        const signature = signedWebhook(payload, WEBHOOK_SECRET);
        await expectRefused(await deliver(JSON.stringify(event, null, 2), signature));
      });
    });

    it('applies the same event once, also when it arrives concurrently', async () => {
      const user = await ctx.newUser();
      await subscribe(user).expect(200);
      const session = stripe.lastSession();
      const subscription = stripe.completeCheckout(session.id);
      const event = stripe.checkoutCompleted(session.id);

      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      await deliver(event).expect(200);

      expect(await eventRows(event.id)).toBe(1);
      // One delivery did the work (one read of the subscription); the others found it done.
      expect(stripe.requestsTo('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
      expect(await profileOf(user)).toMatchObject({ plan: 'freelancer', proposalsLimit: 50 });
    });

    it('is order independent: an older created(incomplete) after updated(active) keeps the plan active', async () => {
      const user = await ctx.newUser();
      await subscribe(user).expect(200);
      const session = stripe.lastSession();
      const subscription = stripe.completeCheckout(session.id, 'incomplete');
      const created = stripe.event(
        'customer.subscription.created',
        subscription,
        subscription.created,
      );

      stripe.update(subscription.id, { status: 'active' });
      await deliver(
        stripe.event('customer.subscription.updated', stripe.subscription(subscription.id)),
      ).expect(200);
      expect(await profileOf(user)).toMatchObject({
        plan: 'freelancer',
        isSubscriptionActive: true,
      });

      await deliver(created).expect(200);
      expect(await profileOf(user)).toMatchObject({
        plan: 'freelancer',
        isSubscriptionActive: true,
      });
    });

    it('deleted: back to no active plan', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'business');
      stripe.update(subscription.id, {
        status: 'canceled',
        ended_at: Math.floor(Date.now() / 1000),
      });
      await deliver(
        stripe.event('customer.subscription.deleted', stripe.subscription(subscription.id)),
      ).expect(200);

      // Spec §4: a paid plan that is not active (Inactive; Purchase New Subscription is offered).
      expect(await profileOf(user)).toMatchObject({
        plan: 'business',
        isSubscriptionActive: false,
      });
    });

    it('invoice.paid on renewal starts a new period: counters reset, dates move on', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      const firstPaid = stripe.invoiceEvent('invoice.paid', subscription.id);
      await deliver(firstPaid).expect(200);
      await db().query(
        'UPDATE workspaces SET proposals_used = 7, invoices_used = 3 WHERE id = $1',
        [user.workspaceId],
      );
      // A repeat of this period's invoice.paid (another event) resets nothing.
      await deliver(stripe.invoiceEvent('invoice.paid', subscription.id)).expect(200);
      expect(await profileOf(user)).toMatchObject({ proposalsUsed: 7, invoicesUsed: 3 });

      const renewed = stripe.renew(subscription.id).items.data[0];
      await deliver(stripe.invoiceEvent('invoice.paid', subscription.id)).expect(200);
      expect(await profileOf(user)).toMatchObject({
        plan: 'freelancer',
        isSubscriptionActive: true,
        proposalsUsed: 0,
        invoicesUsed: 0,
        proposalsLimit: 50,
        invoicesLimit: 50,
        planStart: new Date(renewed.current_period_start * 1000).toISOString(),
        planEnd: new Date(renewed.current_period_end * 1000).toISOString(),
      });
    });

    it('invoice.payment_failed: the subscription is past due, the plan inactive', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      stripe.update(subscription.id, { status: 'past_due' });
      await deliver(stripe.invoiceEvent('invoice.payment_failed', subscription.id)).expect(200);
      expect(await profileOf(user)).toMatchObject({
        plan: 'freelancer',
        isSubscriptionActive: false,
      });
    });

    it("records and ignores events that do not concern a plan, or nobody's customer", async () => {
      const other = stripe.event('charge.succeeded', { id: 'ch_1', object: 'charge' });
      await deliver(other).expect(200);
      expect(await eventRows(other.id)).toBe(1);

      const stranger = stripe.event('customer.subscription.updated', {
        id: 'sub_nobody',
        object: 'subscription',
        customer: 'cus_nobody',
      });
      await deliver(stranger).expect(200);
      expect(await eventRows(stranger.id)).toBe(1);
    });

    it('answers 503 (so Stripe retries) when Stripe cannot be read, and applies nothing', async () => {
      const user = await ctx.newUser();
      await subscribe(user).expect(200);
      const session = stripe.lastSession();
      stripe.completeCheckout(session.id);
      const event = stripe.checkoutCompleted(session.id);
      stripe.fail('GET', /^\/v1\/subscriptions\//, 500, 'Stripe is down', 3);

      await deliver(event).expect(503);
      expect(await eventRows(event.id)).toBe(0);
      expect(await profileOf(user)).toMatchObject({ plan: 'trial' });

      await deliver(event).expect(200);
      expect(await profileOf(user)).toMatchObject({ plan: 'freelancer' });
    });
  });

  describe("one user cannot change another user's plan", () => {
    it('a checkout session naming another user is ignored', async () => {
      const alice = await ctx.newUser();
      const bob = await ctx.newUser();
      await subscribe(alice).expect(200);
      const session = stripe.lastSession();
      stripe.completeCheckout(session.id);

      await deliver(
        stripe.checkoutCompleted(session.id, { client_reference_id: bob.workspaceId }),
      ).expect(200);
      expect(await profileOf(bob)).toMatchObject({ plan: 'trial' });
      expect(await profileOf(alice)).toMatchObject({ plan: 'trial' });
    });

    it("an event claiming Bob's customer for Alice's subscription changes nobody", async () => {
      const alice = await ctx.newUser();
      const bob = await ctx.newUser();
      await subscribe(bob).expect(200);
      const bobCustomer = stripe.lastSession().customer;
      await subscribe(alice, { plan: 'business', ...URLS }).expect(200);
      const aliceSubscription = stripe.completeCheckout(stripe.lastSession().id);

      // The event says Bob's customer; Stripe (re-read) says the subscription is Alice's.
      await deliver(
        stripe.event('customer.subscription.updated', {
          ...aliceSubscription,
          customer: bobCustomer,
        }),
      ).expect(200);
      expect(await profileOf(bob)).toMatchObject({ plan: 'trial' });
    });
  });

  describe('upgrade', () => {
    it('moves a paying customer to the other plan; the old subscription is cancelled, prorated', async () => {
      const user = await ctx.newUser();
      const old = await subscribeAndPay(user, 'freelancer');

      const response = await post('/api/subscription/upgrade', user, {
        plan: 'business',
        ...URLS,
      }).expect(200);
      const session = stripe.lastSession();
      expect(response.body).toEqual({
        status: 'success',
        message: M.upgradeCreated,
        data: { url: session.url },
      });
      expect(session.price).toBe(PRICES.business);
      // Until the new one is paid, nothing changes and nothing is cancelled.
      expect(await profileOf(user)).toMatchObject({ plan: 'freelancer' });
      expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${old.id}`)).toHaveLength(0);

      const next = stripe.completeCheckout(session.id);
      await deliver(stripe.event('customer.subscription.created', next)).expect(200);

      expect(await profileOf(user)).toMatchObject({
        plan: 'business',
        isSubscriptionActive: true,
        proposalsLimit: 100,
        invoicesLimit: 100,
      });
      const [cancel] = stripe.requestsTo('DELETE', `/v1/subscriptions/${old.id}`);
      expect(cancel.params).toMatchObject({ prorate: 'true' });
      expect(stripe.subscription(old.id).status).toBe('canceled');

      // The old subscription's own events no longer touch the plan.
      await deliver(
        stripe.event('customer.subscription.deleted', stripe.subscription(old.id)),
      ).expect(200);
      await deliver(stripe.checkoutCompleted(session.id)).expect(200);
      expect(await profileOf(user)).toMatchObject({ plan: 'business', isSubscriptionActive: true });
    });

    it('needs a paid plan, and refuses the plan already active', async () => {
      const trial = await ctx.newUser();
      const refused = await post('/api/subscription/upgrade', trial, {
        plan: 'business',
        ...URLS,
      }).expect(400);
      expect(refused.body.message).toBe(M.upgradeNeedsPaidPlan);

      const paying = await ctx.newUser();
      await subscribeAndPay(paying, 'business');
      await post('/api/subscription/upgrade', paying, { plan: 'business', ...URLS }).expect(409);
    });
  });

  describe('cancel', () => {
    it('cancels at the end of the period: still active until planEnd', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      const before = await profileOf(user);

      const response = await post('/api/subscription/cancel', user).expect(200);
      expect(response.body).toEqual({ status: 'success', data: null, message: M.cancelled });

      const [update] = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
      expect(update.params).toEqual({ cancel_at_period_end: 'true' });
      // The SDK's own key (reused by its retries), not a fixed one: see the resume tests.
      expect(update.headers['idempotency-key']).toMatch(/^stripe-node-retry-/);
      expect(stripe.subscription(subscription.id).cancel_at_period_end).toBe(true);
      expect(await profileOf(user)).toEqual({ ...before, cancelAtPeriodEnd: true });

      // Again: nothing more to do, still a success.
      await post('/api/subscription/cancel', user).expect(200);
      expect(stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);

      const { data } = await ctx.graphql<{ cancelSubscription: boolean }>(
        'mutation { cancelSubscription }',
        {},
        user.token,
      );
      expect(data!.cancelSubscription).toBe(true);
    });

    it('has nothing to cancel on a trial', async () => {
      const user = await ctx.newUser();
      const response = await post('/api/subscription/cancel', user).expect(400);
      expect(response.body.message).toBe(M.nothingToCancel);
    });
  });

  describe('resume', () => {
    const resume = (user: SignedUpUser) => post('/api/subscription/resume', user);
    const updatesOf = (id: string) => stripe.requestsTo('POST', `/v1/subscriptions/${id}`);

    it('clears cancel_at_period_end at Stripe and on the profile; the plan renews again', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      const before = await profileOf(user);
      await post('/api/subscription/cancel', user).expect(200);
      expect(stripe.subscription(subscription.id).cancel_at).not.toBeNull();

      const response = await resume(user).expect(200);
      expect(response.body).toEqual({ status: 'success', data: null, message: M.resumed });
      const [, update] = updatesOf(subscription.id);
      expect(update.params).toEqual({ cancel_at_period_end: 'false' });
      expect(stripe.subscription(subscription.id)).toMatchObject({
        cancel_at_period_end: false,
        cancel_at: null,
      });
      // Same period, same counters: only the pending cancel is gone.
      expect(await profileOf(user)).toEqual(before);
    });

    it('cancel, resume, cancel again: Stripe really cancels the second time', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'business');
      await post('/api/subscription/cancel', user).expect(200);
      await resume(user).expect(200);
      await post('/api/subscription/cancel', user).expect(200);

      expect(updatesOf(subscription.id).map((u) => u.params.cancel_at_period_end)).toEqual([
        'true',
        'false',
        'true',
      ]);
      expect(stripe.subscription(subscription.id).cancel_at_period_end).toBe(true);
      expect(await profileOf(user)).toMatchObject({ cancelAtPeriodEnd: true });
    });

    it('works over GraphQL too', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      await post('/api/subscription/cancel', user).expect(200);
      const { data, errors } = await ctx.graphql<{ resumeSubscription: boolean }>(
        'mutation { resumeSubscription }',
        {},
        user.token,
      );
      expect(errors).toBeUndefined();
      expect(data!.resumeSubscription).toBe(true);
      expect(stripe.subscription(subscription.id).cancel_at_period_end).toBe(false);
      expect(await profileOf(user)).toMatchObject({ cancelAtPeriodEnd: false });
    });

    it('answers 409 when no cancel is pending, without calling Stripe', async () => {
      const trial = await ctx.newUser();
      expect((await resume(trial).expect(409)).body).toEqual({
        status: 'error',
        data: null,
        message: M.nothingToResume,
      });

      const paying = await ctx.newUser();
      const subscription = await subscribeAndPay(paying, 'freelancer');
      expect((await resume(paying).expect(409)).body.message).toBe(M.nothingToResume);
      const { errors } = await ctx.graphql('mutation { resumeSubscription }', {}, paying.token);
      expect(errors?.[0]).toMatchObject({
        message: M.nothingToResume,
        extensions: { code: 'CONFLICT' },
      });
      expect(updatesOf(subscription.id)).toHaveLength(0);
    });

    it('answers 400 once the period has ended, without calling Stripe', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      await post('/api/subscription/cancel', user).expect(200);
      await db().query(
        `UPDATE workspaces SET plan_end = now() - interval '1 minute' WHERE id = $1`,
        [user.workspaceId],
      );

      expect((await resume(user).expect(400)).body.message).toBe(M.resumePeriodOver);
      expect(updatesOf(subscription.id)).toHaveLength(1);
      expect(stripe.subscription(subscription.id).cancel_at_period_end).toBe(true);
    });

    it('answers 503 and keeps the cancel when Stripe refuses', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      await post('/api/subscription/cancel', user).expect(200);
      stripe.fail('POST', new RegExp(`^/v1/subscriptions/${subscription.id}$`), 500, 'Down', 3);

      expect((await resume(user).expect(503)).body.message).toBe(M.providerUnavailable);
      expect(await profileOf(user)).toMatchObject({ cancelAtPeriodEnd: true });
    });

    it('webhooks stay order independent: a late "cancelled" event does not undo the resume', async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'freelancer');
      await post('/api/subscription/cancel', user).expect(200);
      const cancelled = stripe.event(
        'customer.subscription.updated',
        stripe.subscription(subscription.id),
      );
      await resume(user).expect(200);
      const resumed = stripe.event(
        'customer.subscription.updated',
        stripe.subscription(subscription.id),
      );

      await deliver(resumed).expect(200);
      await deliver(cancelled).expect(200);
      await deliver(resumed).expect(200);
      expect(await profileOf(user)).toMatchObject({
        plan: 'freelancer',
        isSubscriptionActive: true,
        cancelAtPeriodEnd: false,
      });
      expect(await eventRows(cancelled.id)).toBe(1);
      expect(await eventRows(resumed.id)).toBe(1);
    });

    it("a resume made in Stripe's dashboard reaches the profile through the webhook", async () => {
      const user = await ctx.newUser();
      const subscription = await subscribeAndPay(user, 'business');
      await post('/api/subscription/cancel', user).expect(200);
      stripe.update(subscription.id, { cancel_at_period_end: false, cancel_at: null });

      await deliver(
        stripe.event('customer.subscription.updated', stripe.subscription(subscription.id)),
      ).expect(200);
      expect(await profileOf(user)).toMatchObject({ cancelAtPeriodEnd: false });
    });
  });

  it('offers no simulated checkout when Stripe is configured', async () => {
    const user = await ctx.newUser();
    await ctx
      .http()
      .get('/api/subscription/simulated?session=anything')
      .auth(user.token, { type: 'bearer' })
      .expect(404);
  });
});
