import { INestApplicationContext } from '@nestjs/common';
import { invoicePayload } from '../factories/invoice';
import type { Test } from 'supertest';
import { bootApp, SignedUpUser, startWorker, TestApp } from './app';
import { FakeStripe, signedWebhook } from './fake-stripe';
import { SmtpPeer, startSmtpPeer } from './smtp-peer';

export interface Billing {
  ctx: TestApp;
  worker: INestApplicationContext;
  smtp: SmtpPeer;
  /** On the Business plan, which sends receipts and credit notes. */
  owner: SignedUpUser;
  close(): Promise<void>;
}

/**
 * What the billing specs start from: the app and a worker mailing a real SMTP peer, and a
 * paying owner.
 */
export async function startBilling(): Promise<Billing> {
  const smtp = await startSmtpPeer();
  const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Dealdraft <billing@dealdraft.test>' };
  const ctx = await bootApp(env);
  const worker = await startWorker(env);
  const owner = await ctx.newUser();
  await ctx.upgrade(owner);
  return {
    ctx,
    worker,
    smtp,
    owner,
    async close() {
      await worker.close();
      await ctx.close();
      await smtp.close();
    },
  };
}

/** Creates a sent invoice (invoicePayload, total 1,960.47) as `user` and returns its id. */
export const sentInvoiceId = async (
  ctx: TestApp,
  user: SignedUpUser,
  overrides: Record<string, unknown> = {},
): Promise<string> =>
  (await ctx.create(user, 'invoices', invoicePayload({ status: 'sent', ...overrides }))).id;

/** Records a payment via POST /api/invoices/:id/payments as `user`; the caller expects its status. */
export const recordPayment = (ctx: TestApp, user: SignedUpUser, invoiceId: string, body: object) =>
  ctx
    .http()
    .post(`/api/invoices/${invoiceId}/payments`)
    .auth(user.token, { type: 'bearer' })
    .send(body);

/** Creates a client link to the document as `user` and returns its token (the part after /c/). */
export const clientLinkToken = async (
  ctx: TestApp,
  user: SignedUpUser,
  documentId: string,
  documentKind = 'invoice',
): Promise<string> => {
  const { data, errors } = await ctx.graphql<{ createClientLink: { url: string } }>(
    'mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url } }',
    { input: { documentKind, documentId } },
    user.token,
  );
  if (!data) throw new Error(JSON.stringify(errors));
  return data.createClientLink.url.split('/c/')[1];
};

/** What the online-payment specs share: the app against the fake Stripe, and two workspaces. */
export interface OnlinePayments {
  stripe: FakeStripe;
  ctx: TestApp;
  /** On a paid plan, with its own Stripe keys (the fake's account "Studio Lovelace"). */
  owner: SignedUpUser;
  /** On a paid plan without keys: its clients pay through the simulated gateway. */
  keyless: SignedUpUser;
  /** Posts a Stripe event to a workspace's webhook endpoint, signed with its secret. */
  deliver(event: object, to?: { workspaceId?: string; secret?: string }): Test;
}

/**
 * Boots the app against the fake Stripe before the file's tests and stops both after; the
 * returned object is filled in by then (its fields are read inside tests, not at collection).
 */
export function onlinePayments(keys: { secretKey: string; webhookSecret: string }): OnlinePayments {
  const stripe = new FakeStripe();
  const bed = { stripe } as OnlinePayments;
  bed.deliver = (
    event,
    { workspaceId = bed.owner.workspaceId, secret = keys.webhookSecret } = {},
  ) => {
    const payload = JSON.stringify(event);
    return bed.ctx
      .http()
      .post(`/api/payments/webhook/${workspaceId}`)
      .set('content-type', 'application/json')
      .set('stripe-signature', signedWebhook(payload, secret))
      .send(payload);
  };
  beforeAll(async () => {
    const base = await stripe.start();
    bed.ctx = await bootApp({ STRIPE_API_BASE: base });
    stripe.addAccount(keys.secretKey, 'Studio Lovelace');
    bed.owner = await bed.ctx.newUser();
    bed.keyless = await bed.ctx.newUser();
    for (const user of [bed.owner, bed.keyless]) await bed.ctx.upgrade(user);
    await bed.ctx
      .http()
      .put('/api/workspace/payments')
      .auth(bed.owner.token, { type: 'bearer' })
      .send({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret })
      .expect(200);
  });
  afterAll(async () => {
    await bed.ctx?.close();
    await stripe.stop();
  });
  return bed;
}
