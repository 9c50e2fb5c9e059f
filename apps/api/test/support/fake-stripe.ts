import { once } from 'node:events';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the api made, as Stripe would have received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, keys as sent (`line_items[0][price]`). */
  params: Record<string, string>;
}

interface FakeSession {
  id: string;
  mode: string;
  customer: string;
  price: string;
  /** Payment mode: the one line's amount (minor units) and currency, and the buyer's e-mail. */
  amountTotal: number | null;
  currency: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The secret key of the account the session was made on. */
  secretKey: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  url: string | null;
  /** open until paid (paymentCompleted) or expired (POST …/expire). */
  status: 'open' | 'complete' | 'expired';
}

const DAY_S = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A small stand-in for Stripe's HTTP API that the official SDK talks to (host/port/protocol),
 * with just the calls Dealdraft makes: customers, checkout sessions and subscriptions. It
 * records every request, keeps objects in memory, replays idempotent requests like Stripe,
 * and can be told to fail. Tests drive "what happened at Stripe" through its helpers.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Stripe.Customer>();
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly failures: { method: string; path: RegExp; status: number; body: unknown }[] = [];
  /**
   * Accounts by their secret keys: the platform's own (the subscription's) and those tests
   * give workspaces. Any other key gets Stripe's 401.
   */
  readonly accountsByKey = new Map<string, Stripe.Account>([
    ['sk_test_dealdraft', fakeAccount('acct_dealdraft', 'Dealdraft')],
  ]);
  private counter = 0;
  private server?: Server;
  /** Answer checkout sessions without a url (a broken answer the api must handle). */
  omitSessionUrl = false;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }

  /** The next `count` matching requests answer `status` with a Stripe error body. */
  fail(method: string, path: RegExp, status: number, message = 'Fake Stripe failure', count = 1) {
    const type = status >= 500 ? 'api_error' : 'invalid_request_error';
    for (let i = 0; i < count; i++) {
      this.failures.push({ method, path, status, body: { error: { type, message } } });
    }
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) =>
        r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  /** A Stripe account a workspace can connect with `secretKey`. */
  addAccount(secretKey: string, name: string): Stripe.Account {
    const account = fakeAccount(this.id('acct'), name);
    this.accountsByKey.set(secretKey, account);
    return account;
  }

  // --- What happens at Stripe ----------------------------------------------------------------

  /** The customer pays: a subscription for the session's price starts now (30-day period). */
  completeCheckout(
    sessionId: string,
    status: Stripe.Subscription.Status = 'active',
  ): Stripe.Subscription {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const start = now();
    const subscription = {
      id: this.id('sub'),
      object: 'subscription',
      customer: session.customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      livemode: false,
      metadata: session.subscriptionMetadata,
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price: { id: session.price, object: 'price' },
            quantity: 1,
            current_period_start: start,
            current_period_end: start + 30 * DAY_S,
          },
        ],
      },
    } as unknown as Stripe.Subscription;
    this.subscriptions.set(subscription.id, subscription);
    (session as FakeSession & { subscription?: string }).subscription = subscription.id;
    return subscription;
  }

  /** Changes a subscription as Stripe would (status, dates). */
  update(id: string, patch: Partial<Stripe.Subscription>): Stripe.Subscription {
    const subscription = this.subscription(id);
    Object.assign(subscription, patch);
    return subscription;
  }

  /** The next billing period begins: the period moves on by 30 days. */
  renew(id: string): Stripe.Subscription {
    const item = this.subscription(id).items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + 30 * DAY_S;
    return this.subscription(id);
  }

  subscription(id: string): Stripe.Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  /** The last checkout session the api created. */
  lastSession(): FakeSession & { subscription?: string } {
    const sessions = [...this.sessions.values()];
    const last = sessions[sessions.length - 1];
    if (!last) throw new Error('no checkout session yet');
    return last;
  }

  // --- Events --------------------------------------------------------------------------------

  event(type: string, object: object, created = now()): Stripe.Event {
    return {
      id: this.id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: JSON.parse(JSON.stringify(object)) as object },
    } as unknown as Stripe.Event;
  }

  checkoutCompleted(sessionId: string, overrides: Record<string, unknown> = {}): Stripe.Event {
    const session = this.sessions.get(sessionId) as FakeSession & { subscription?: string };
    return this.event('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: session.customer,
      client_reference_id: session.clientReferenceId,
      subscription: session.subscription ?? null,
      ...overrides,
    });
  }

  /**
   * The client paid a payment-mode session (an invoice's Pay now): the event Stripe sends to
   * the account's endpoint, with a PaymentIntent its refunds will name.
   */
  paymentCompleted(
    sessionId: string,
    overrides: Record<string, unknown> = {},
    type = 'checkout.session.completed',
  ): Stripe.Event {
    const session = this.sessions.get(sessionId) as FakeSession & { paymentIntent?: string };
    if (!session) throw new Error(`no session ${sessionId}`);
    session.paymentIntent ??= this.id('pi');
    if (session.status === 'open') session.status = 'complete';
    return this.event(type, {
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: session.amountTotal,
      currency: session.currency,
      customer_email: session.customerEmail,
      client_reference_id: session.clientReferenceId,
      metadata: session.metadata,
      payment_intent: session.paymentIntent,
      ...overrides,
    });
  }

  /** A refund of a session's PaymentIntent, as `refund.created` / `refund.updated` carry it. */
  refundEvent(
    paymentIntent: string,
    amount: number,
    { id = this.id('re'), status = 'succeeded', type = 'refund.created' } = {},
  ): Stripe.Event {
    return this.event(type, {
      id,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntent,
      status,
    });
  }

  invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string) {
    const subscription = this.subscription(subscriptionId);
    return this.event(type, {
      id: this.id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: type === 'invoice.paid' ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
    });
  }

  // --- HTTP ----------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    // GET and DELETE carry their parameters in the query string, the others in the body.
    const params = Object.fromEntries([
      ...new URLSearchParams(url.search),
      ...new URLSearchParams(Buffer.concat(chunks).toString()),
    ]);
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      params,
    };
    this.requests.push(request);

    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(body));
    };

    const secretKey = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const account = this.accountsByKey.get(secretKey);
    if (!account) {
      // Stripe's own answer to a key it does not know, the key masked as Stripe masks it.
      return reply(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${masked(secretKey)}`,
        },
      });
    }
    const failure = this.failures.findIndex(
      (f) => f.method === request.method && f.path.test(request.path),
    );
    if (failure >= 0) {
      const [{ status, body }] = this.failures.splice(failure, 1);
      return reply(status, body);
    }
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${request.method} ${request.path} ${key}` : null;
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined;
    if (replay) return reply(replay.status, replay.body);

    const [status, body] =
      request.method === 'GET' && request.path === '/v1/account'
        ? [200, account]
        : this.route(request, secretKey);
    if (replayKey && status < 500) this.idempotent.set(replayKey, { status, body });
    reply(status, body);
  }

  private route({ method, path, params }: RecordedRequest, secretKey: string): [number, unknown] {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: this.id('cus'),
        object: 'customer',
        email: params.email,
        name: params.name,
        metadata: metadataOf(params, 'metadata'),
      } as unknown as Stripe.Customer;
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.mode !== 'payment' && !this.customers.has(params.customer))
        return notFound('customer', params.customer);
      const id = this.id('cs_test');
      const unitAmount = params['line_items[0][price_data][unit_amount]'];
      const session: FakeSession = {
        id,
        mode: params.mode,
        customer: params.customer,
        price: params['line_items[0][price]'],
        amountTotal: unitAmount === undefined ? null : Number(unitAmount),
        currency: params['line_items[0][price_data][currency]'] ?? null,
        customerEmail: params.customer_email ?? null,
        successUrl: params.success_url,
        cancelUrl: params.cancel_url,
        secretKey,
        clientReferenceId: params.client_reference_id ?? null,
        metadata: metadataOf(params, 'metadata'),
        subscriptionMetadata: metadataOf(params, 'subscription_data[metadata]'),
        url: this.omitSessionUrl ? null : `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
      };
      this.sessions.set(id, session);
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: session.customer,
          client_reference_id: session.clientReferenceId,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: session.url,
          status: 'open',
        },
      ];
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = this.sessions.get(expire[1]);
      if (!session) return notFound('checkout.session', expire[1]);
      if (session.status !== 'open')
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          },
        ];
      session.status = 'expired';
      return [200, { id: session.id, object: 'checkout.session', status: 'expired' }];
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (match) {
      const subscription = this.subscriptions.get(match[1]);
      if (!subscription) return notFound('subscription', match[1]);
      if (method === 'GET') return [200, subscription];
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: 'A canceled subscription can only update its cancellation_details.',
              },
            },
          ];
        }
        // As Stripe does: scheduling the cancel sets cancel_at (the period end) and
        // canceled_at; unscheduling it clears all three.
        if (params.cancel_at_period_end === 'true') {
          Object.assign(subscription, {
            cancel_at_period_end: true,
            cancel_at: subscription.items.data[0].current_period_end,
            canceled_at: now(),
          });
        }
        if (params.cancel_at_period_end === 'false') {
          Object.assign(subscription, {
            cancel_at_period_end: false,
            cancel_at: null,
            canceled_at: null,
          });
        }
        return [200, subscription];
      }
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', ended_at: now(), canceled_at: now() });
        return [200, subscription];
      }
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } },
    ];
  }

  private id(prefix: string): string {
    return `${prefix}_${(++this.counter).toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }
}

function metadataOf(params: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(key);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

function fakeAccount(id: string, name: string): Stripe.Account {
  return {
    id,
    object: 'account',
    business_profile: { name },
    settings: { dashboard: { display_name: name } },
  } as unknown as Stripe.Account;
}

/** "sk_test_****…wxyz": the prefix and the last four, as Stripe writes a refused key. */
function masked(key: string): string {
  const prefix = /^(sk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

function notFound(kind: string, id: string): [number, unknown] {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
      },
    },
  ];
}

/** Signs a webhook body as Stripe does, with the official SDK's test helper. */
export function signedWebhook(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
