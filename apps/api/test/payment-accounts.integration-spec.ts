import { PaymentAccountMessages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { PaymentKeySealer } from '../src/payments/payment-key-sealer';
import { FakeStripe } from './support/fake-stripe';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const M = PaymentAccountMessages;
const SECRET_KEY = 'sk_test_51WorkspaceOwnKey0000wxyz';
const WEBHOOK_SECRET = 'whsec_workspaceOwnSigningSecret';
const STATUS =
  '{ paymentAccount { connected keyHint livemode stripeAccountId accountName available } }';

/**
 * A workspace connects its own Stripe account: the keys are tried on Stripe through
 * the official SDK (here against the fake), kept sealed, and never answered again.
 */
describe('a workspace connects its own Stripe account', () => {
  const stripe = new FakeStripe();
  let ctx: TestApp;
  let owner: SignedUpUser;
  let accountId: string;

  beforeAll(async () => {
    const base = await stripe.start();
    ctx = await bootApp({ STRIPE_API_BASE: base });
    accountId = stripe.addAccount(SECRET_KEY, 'Studio Lovelace').id;
    owner = await ctx.newUser();
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe.stop();
  });

  const db = () => ctx.app.get(DataSource);
  const call = (method: 'get' | 'put' | 'delete', user: SignedUpUser, body?: object) =>
    ctx.http()[method]('/api/workspace/payments').auth(user.token, { type: 'bearer' }).send(body);
  const rowOf = async (workspaceId: string) =>
    (
      await db().query<Record<string, unknown>[]>(
        'SELECT * FROM workspace_payment_accounts WHERE workspace_id = $1',
        [workspaceId],
      )
    )[0];

  it('starts with nothing connected', async () => {
    const response = await call('get', owner).expect(200);
    expect(response.body).toEqual({
      status: 'success',
      message: M.status,
      data: {
        connected: false,
        keyHint: null,
        livemode: null,
        stripeAccountId: null,
        accountName: null,
        connectedAt: null,
        available: true,
        // Shown before connecting: Stripe gives the signing secret once the endpoint exists.
        webhookUrl: `http://localhost:3000/api/payments/webhook/${owner.workspaceId}`,
        webhookEvents: [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'refund.created',
          'refund.updated',
        ],
      },
    });
  });

  it("refuses a key Stripe does not know with Stripe's own words, on the field, keeping nothing", async () => {
    const wrong = 'sk_test_51NotAKeyStripeKnows1234';
    const response = await call('put', owner, {
      secretKey: wrong,
      webhookSecret: WEBHOOK_SECRET,
    }).expect(400);
    expect(response.body.message).toBe(
      'secretKey: Invalid API Key provided: sk_test_********************1234',
    );
    expect(response.body.status).toBe('error');
    // The SDK asked Stripe with the key itself, as Authorization.
    expect(stripe.requestsTo('GET', '/v1/account').at(-1)!.headers.authorization).toBe(
      `Bearer ${wrong}`,
    );
    expect(await rowOf(owner.workspaceId)).toBeUndefined();
  });

  it.each([
    [
      { secretKey: 'pk_test_51Publishable0000', webhookSecret: WEBHOOK_SECRET },
      `secretKey: ${M.secretKey}`,
    ],
    [{ secretKey: SECRET_KEY, webhookSecret: 'secret' }, `webhookSecret: ${M.webhookSecret}`],
    [{ webhookSecret: WEBHOOK_SECRET }, `secretKey: ${M.secretKey}`],
    [
      { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, livemode: true },
      'livemode: property livemode should not exist',
    ],
  ])('refuses %j before asking Stripe', async (body, message) => {
    const asked = stripe.requestsTo('GET', '/v1/account').length;
    const response = await call('put', owner, body).expect(400);
    expect(response.body.message).toBe(message);
    expect(stripe.requestsTo('GET', '/v1/account')).toHaveLength(asked);
  });

  it('connects with a key Stripe knows, keeps both secrets sealed, and shows only the last four', async () => {
    const response = await call('put', owner, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    }).expect(200);
    expect(response.body.message).toBe(M.connected);
    expect(response.body.data).toMatchObject({
      connected: true,
      keyHint: 'wxyz',
      livemode: false,
      stripeAccountId: accountId,
      accountName: 'Studio Lovelace',
      available: true,
    });
    expect(JSON.stringify(response.body)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(response.body)).not.toContain(WEBHOOK_SECRET);

    const row = await rowOf(owner.workspaceId);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(SECRET_KEY);
    expect(stored).not.toContain(WEBHOOK_SECRET);
    expect(stored).not.toContain('51WorkspaceOwnKey');
    expect(row.secret_key_sealed).toMatch(/^v1\.[\w-]+$/);
    expect(row.connected_by_id).toBe(owner.id);
    // The api (and later the worker) opens them with the configured secret.
    const sealer = ctx.app.get(PaymentKeySealer);
    expect(sealer.unseal(row.secret_key_sealed as string)).toBe(SECRET_KEY);
    expect(sealer.unseal(row.webhook_secret_sealed as string)).toBe(WEBHOOK_SECRET);

    const { data } = await ctx.graphql<{ paymentAccount: object }>(STATUS, {}, owner.token);
    expect(data!.paymentAccount).toEqual({
      connected: true,
      keyHint: 'wxyz',
      livemode: false,
      stripeAccountId: accountId,
      accountName: 'Studio Lovelace',
      available: true,
    });
  });

  it('replaces the keys with new ones, and a refused new key leaves the old ones working', async () => {
    const other = 'sk_test_51AnotherGoodKey00009876';
    stripe.addAccount(other, 'Studio Lovelace (new)');
    await call('put', owner, {
      secretKey: 'sk_test_51Revoked00000000000000',
      webhookSecret: WEBHOOK_SECRET,
    }).expect(400);
    expect((await rowOf(owner.workspaceId)).key_hint).toBe('wxyz');

    const { data, errors } = await ctx.graphql<{
      connectStripe: { keyHint: string; accountName: string };
    }>(
      'mutation($input: ConnectStripeInput!) { connectStripe(input: $input) { keyHint accountName } }',
      { input: { secretKey: other, webhookSecret: 'whsec_rotatedSigningSecret' } },
      owner.token,
    );
    expect(errors).toBeUndefined();
    expect(data!.connectStripe).toEqual({ keyHint: '9876', accountName: 'Studio Lovelace (new)' });
    expect(
      (
        await db().query(
          'SELECT count(*)::int AS n FROM workspace_payment_accounts WHERE workspace_id = $1',
          [owner.workspaceId],
        )
      )[0].n,
    ).toBe(1);
  });

  it('says when Stripe cannot be reached, keeping nothing new', async () => {
    stripe.fail('GET', /^\/v1\/account$/, 500, 'Stripe is down', 2);
    const response = await call('put', owner, {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    }).expect(503);
    expect(response.body.message).toBe(M.stripeUnreachable);
    expect((await rowOf(owner.workspaceId)).key_hint).toBe('9876');
  });

  it("is another workspace's business only: its own status stays empty", async () => {
    const stranger = await ctx.newUser();
    const response = await call('get', stranger).expect(200);
    expect(response.body.data.connected).toBe(false);
    await call('delete', stranger).expect(200);
    expect(await rowOf(owner.workspaceId)).toBeDefined();
  });

  it('disconnects: the sealed keys are deleted', async () => {
    const response = await call('delete', owner).expect(200);
    expect(response.body.message).toBe(M.disconnected);
    expect(response.body.data.connected).toBe(false);
    expect(await rowOf(owner.workspaceId)).toBeUndefined();
  });
});
