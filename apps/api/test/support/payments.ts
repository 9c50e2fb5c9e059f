import { invoicePayload } from '../factories/invoice';
import { SignedUpUser, TestApp } from './app';

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
