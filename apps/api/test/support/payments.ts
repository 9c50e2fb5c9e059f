import { INestApplicationContext } from '@nestjs/common';
import { invoicePayload } from '../factories/invoice';
import { bootApp, SignedUpUser, startWorker, TestApp } from './app';
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
