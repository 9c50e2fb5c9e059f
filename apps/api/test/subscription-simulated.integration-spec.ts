import { SubscriptionMessages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = SubscriptionMessages;
const ORIGIN = 'http://localhost:3000';
const URLS = { successUrl: `${ORIGIN}/payment-success`, cancelUrl: `${ORIGIN}/payment-decline` };
const PROFILE = `{ profile { plan isSubscriptionActive cancelAtPeriodEnd proposalsUsed proposalsLimit invoicesUsed invoicesLimit planStart planEnd } }`;

describe('subscriptions without Stripe keys: the simulated checkout', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ WEB_ORIGIN: ORIGIN });
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.app.get(DataSource);
  const as = (user: SignedUpUser) => ({
    subscribe: (body: object = { plan: 'freelancer', ...URLS }) =>
      ctx
        .http()
        .post('/api/subscription/subscribe')
        .auth(user.token, { type: 'bearer' })
        .send(body),
    show: (session: string) =>
      ctx
        .http()
        .get('/api/subscription/simulated')
        .query({ session })
        .auth(user.token, { type: 'bearer' }),
    pay: (session: string) =>
      ctx
        .http()
        .post('/api/subscription/simulated/pay')
        .auth(user.token, { type: 'bearer' })
        .send({ session }),
    profile: async () =>
      (await ctx.graphql<{ profile: Record<string, unknown> }>(PROFILE, {}, user.token)).data!
        .profile,
  });
  const sessionOf = (url: string) => new URL(url).searchParams.get('session')!;

  it('answers our own labelled page; Pay activates the plan as a webhook would, once', async () => {
    const user = await ctx.newUser();
    await db().query('UPDATE workspaces SET proposals_used = 4 WHERE id = $1', [user.workspaceId]);
    const response = await as(user)
      .subscribe({ plan: 'Business', ...URLS })
      .expect(200);
    const url = new URL(response.body.data.url);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/checkout/simulated`);
    const session = sessionOf(response.body.data.url);

    // Starting a checkout grants nothing.
    expect(await as(user).profile()).toMatchObject({ plan: 'trial' });

    const shown = await as(user).show(session).expect(200);
    expect(shown.body.data).toEqual({
      plan: 'business',
      planName: 'Business',
      price: 99,
      ...URLS,
    });

    const paid = await as(user).pay(session).expect(200);
    expect(paid.body).toEqual({
      status: 'success',
      message: M.simulatedPaid,
      data: { url: URLS.successUrl },
    });
    const profile = await as(user).profile();
    expect(profile).toMatchObject({
      plan: 'business',
      isSubscriptionActive: true,
      cancelAtPeriodEnd: false,
      proposalsUsed: 0,
      proposalsLimit: 100,
      invoicesUsed: 0,
      invoicesLimit: 100,
    });
    const days =
      (Date.parse(profile.planEnd as string) - Date.parse(profile.planStart as string)) /
      86_400_000;
    expect(days).toBe(30);

    // Pressing Pay again (back button, double click) changes nothing.
    await db().query('UPDATE workspaces SET proposals_used = 2 WHERE id = $1', [user.workspaceId]);
    await as(user).pay(session).expect(200);
    expect(await as(user).profile()).toMatchObject({ proposalsUsed: 2 });
  });

  it('works over GraphQL', async () => {
    const user = await ctx.newUser();
    const { data } = await ctx.graphql<{ subscribe: { url: string } }>(
      'mutation ($input: CheckoutInput!) { subscribe(input: $input) { url } }',
      { input: { plan: 'freelancer', ...URLS } },
      user.token,
    );
    const session = sessionOf(data!.subscribe.url);
    const shown = await ctx.graphql<{ simulatedCheckout: { planName: string; price: number } }>(
      'query ($session: String!) { simulatedCheckout(session: $session) { planName price } }',
      { session },
      user.token,
    );
    expect(shown.data!.simulatedCheckout).toEqual({ planName: 'Freelancer', price: 49 });
    const paid = await ctx.graphql<{ paySimulatedCheckout: { url: string } }>(
      'mutation ($session: String!) { paySimulatedCheckout(session: $session) { url } }',
      { session },
      user.token,
    );
    expect(paid.data!.paySimulatedCheckout.url).toBe(URLS.successUrl);
    expect(await as(user).profile()).toMatchObject({ plan: 'freelancer', proposalsLimit: 50 });
  });

  it("one user's session cannot be read or paid by another, and a forged one by nobody", async () => {
    const alice = await ctx.newUser();
    const mallory = await ctx.newUser();
    const response = await as(alice).subscribe().expect(200);
    const session = sessionOf(response.body.data.url);

    expect((await as(mallory).show(session).expect(404)).body.message).toBe(M.checkoutNotFound);
    await as(mallory).pay(session).expect(404);
    expect(await as(mallory).profile()).toMatchObject({ plan: 'trial' });
    expect(await as(alice).profile()).toMatchObject({ plan: 'trial' });

    // The payload says business, the signature was for freelancer.
    const [payload, signature] = session.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('freelancer', 'business'),
    ).toString('base64url');
    await as(alice).pay(`${forged}.${signature}`).expect(404);
    await as(alice).pay('not-a-session').expect(404);
    expect(await as(alice).profile()).toMatchObject({ plan: 'trial' });
  });

  it('keeps the same checks as Stripe mode', async () => {
    const user = await ctx.newUser();
    await as(user)
      .subscribe({ plan: 'trial', ...URLS })
      .expect(400);
    const foreign = await as(user)
      .subscribe({ plan: 'freelancer', ...URLS, successUrl: 'https://evil.example/' })
      .expect(400);
    expect(foreign.body.message).toBe(M.invalidReturnUrl);
  });

  it('sends a browser on 127.0.0.1 to its own simulated checkout outside production', async () => {
    const user = await ctx.newUser();
    const alias = 'http://127.0.0.1:3000';
    const response = await as(user)
      .subscribe({
        plan: 'business',
        successUrl: `${alias}/settings`,
        cancelUrl: `${alias}/pricing`,
      })
      .expect(200);
    expect(response.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/[^?]+\?session=/);
  });

  it('cancels a simulated plan at the end of its period', async () => {
    const user = await ctx.newUser();
    const response = await as(user).subscribe().expect(200);
    await as(user).pay(sessionOf(response.body.data.url)).expect(200);

    await ctx
      .http()
      .post('/api/subscription/cancel')
      .auth(user.token, { type: 'bearer' })
      .expect(200);
    expect(await as(user).profile()).toMatchObject({
      plan: 'freelancer',
      isSubscriptionActive: true,
      cancelAtPeriodEnd: true,
    });
  });

  it('resumes a simulated plan whose cancel is pending, and only then', async () => {
    const user = await ctx.newUser();
    const post = (path: string) =>
      ctx.http().post(`/api/subscription/${path}`).auth(user.token, { type: 'bearer' });
    const response = await as(user).subscribe().expect(200);
    await as(user).pay(sessionOf(response.body.data.url)).expect(200);
    const paid = await as(user).profile();

    expect((await post('resume').expect(409)).body.message).toBe(M.nothingToResume);
    await post('cancel').expect(200);
    expect((await post('resume').expect(200)).body).toEqual({
      status: 'success',
      data: null,
      message: M.resumed,
    });
    expect(await as(user).profile()).toEqual(paid);
    expect(paid).toMatchObject({ isSubscriptionActive: true, cancelAtPeriodEnd: false });

    await post('cancel').expect(200);
    await db().query(`UPDATE workspaces SET plan_end = now() - interval '1 second' WHERE id = $1`, [
      user.workspaceId,
    ]);
    expect((await post('resume').expect(400)).body.message).toBe(M.resumePeriodOver);
    expect(await as(user).profile()).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('upgrades a simulated plan: the new one replaces the old', async () => {
    const user = await ctx.newUser();
    const first = await as(user).subscribe().expect(200);
    await as(user).pay(sessionOf(first.body.data.url)).expect(200);
    const upgrade = await ctx
      .http()
      .post('/api/subscription/upgrade')
      .auth(user.token, { type: 'bearer' })
      .send({ plan: 'business', ...URLS })
      .expect(200);
    await as(user).pay(sessionOf(upgrade.body.data.url)).expect(200);
    expect(await as(user).profile()).toMatchObject({ plan: 'business', proposalsLimit: 100 });
  });

  it('has no webhook endpoint to speak of', async () => {
    const response = await ctx
      .http()
      .post('/api/stripe/webhook')
      .set('stripe-signature', 't=1,v1=x')
      .send({})
      .expect(503);
    expect(response.body.message).toBe(M.webhookNotConfigured);
  });
});

describe('subscriptions in production without Stripe keys', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), WEB_ORIGIN: ORIGIN });
  });
  afterAll(() => ctx?.close());

  it('answers a clear 503 and never simulates a payment', async () => {
    const user = await ctx.newUser();
    const response = await ctx
      .http()
      .post('/api/subscription/subscribe')
      .auth(user.token, { type: 'bearer' })
      .send({ plan: 'freelancer', ...URLS })
      .expect(503);
    expect(response.body).toEqual({ status: 'error', data: null, message: M.paymentsUnavailable });
    await ctx
      .http()
      .post('/api/subscription/simulated/pay')
      .auth(user.token, { type: 'bearer' })
      .send({ session: 'anything' })
      .expect(404);
  });
});
