import { DocumentMessages, PaymentMessages } from '@dealdraft/domain';
import type { ParsedMail } from 'mailparser';
import { asBuffer } from './support/bodies';
import { pdfPages, plainSpaces } from './support/pdf-text';
import { SignedUpUser, TestApp } from './support/app';
import { SmtpPeer } from './support/smtp-peer';
import { Billing, recordPayment, sentInvoiceId, startBilling } from './support/payments';

const NO_SUCH = '00000000-0000-4000-8000-000000000000';

/**
 * A payment's receipt downloaded by the invoice's owner (`GET /api/invoices/:invoiceId/payments/
 * :paymentId/receipt`), through the api, the PDF queue and the worker's Chromium: the same receipt
 * its e-mail attached, however late it is made; for a payment only, of the caller's workspace.
 */
describe('receipt downloads', () => {
  let billing: Billing;
  let ctx: TestApp;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    billing = await startBilling();
    ({ ctx, smtp, owner } = billing);
    other = await ctx.newUser();
    await ctx.upgrade(other);
  });
  afterAll(() => billing?.close());

  const pay = async (invoiceId: string, body: object, user = owner): Promise<string> =>
    (await recordPayment(ctx, user, invoiceId, body).expect(201)).body.data.payment.id;
  const receipt = (invoiceId: string, paymentId: string, credential = owner.token) =>
    ctx
      .http()
      .get(`/api/invoices/${invoiceId}/payments/${paymentId}/receipt`)
      .auth(credential, { type: 'bearer' })
      .buffer(true)
      .parse(asBuffer);
  const textOf = async (pdf: Buffer) => plainSpaces((await pdfPages(pdf)).join('\n'));
  const receiptMail = async (paymentId: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const mail = smtp.messages.find((m) => m.messageId === `<receipt-${paymentId}@dealdraft>`);
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no receipt e-mail for ${paymentId}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const refused = async (
    response: Promise<{ status: number; body: Buffer }>,
    status: number,
    message: string,
  ) => {
    const { status: got, body } = await response;
    expect({ status: got, message: JSON.parse(body.toString()).message }).toEqual({
      status,
      message,
    });
  };

  it("downloads the receipt its e-mail attached: the payment, the invoice's number and the balance", async () => {
    const invoiceId = await sentInvoiceId(ctx, owner, { invoiceNumber: 'INV-DL-1' });
    const paymentId = await pay(invoiceId, {
      amount: 500,
      method: 'bank_transfer',
      paidOn: '2026-11-20',
      reference: 'SEPA 4471',
    });
    const mail = await receiptMail(paymentId);

    const downloaded = await receipt(invoiceId, paymentId).expect(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe(
      'attachment; filename="receipt-INV-DL-1-1.pdf"',
    );
    expect(mail.attachments[0].filename).toBe('receipt-INV-DL-1-1.pdf');
    const text = await textOf(downloaded.body as Buffer);
    for (const expected of [
      'Receipt',
      'For invoice INV-DL-1',
      'November 20, 2026',
      '$500.00',
      'SEPA 4471',
      'Invoice total',
      '$1,960.47',
      'Balance due',
      '$1,460.47',
    ])
      expect(text).toContain(expected);
    // The very receipt the client was sent.
    expect(text).toBe(await textOf(mail.attachments[0].content));

    // A later payment has a receipt of its own; the first still states what it left.
    const second = await pay(invoiceId, { amount: 300, paidOn: '2026-11-25' });
    const later = await receipt(invoiceId, second).expect(200);
    expect(later.headers['content-disposition']).toBe(
      'attachment; filename="receipt-INV-DL-1-2.pdf"',
    );
    const laterText = await textOf(later.body as Buffer);
    expect(laterText).toContain('$300.00');
    expect(laterText).toContain('$1,160.47');
    expect(await textOf((await receipt(invoiceId, paymentId).expect(200)).body as Buffer)).toBe(
      text,
    );
  });

  it('downloads with an API key of the workspace, as other PDFs do', async () => {
    const invoiceId = await sentInvoiceId(ctx, owner, { invoiceNumber: 'INV-DL-KEY' });
    const paymentId = await pay(invoiceId, { amount: 60.47, paidOn: '2026-11-20' });
    const key = await ctx
      .http()
      .post('/api/workspace/api-keys')
      .auth(owner.token, { type: 'bearer' })
      .send({ name: 'Bookkeeping', role: 'member' })
      .expect(201);
    const downloaded = await receipt(invoiceId, paymentId, key.body.data.secret).expect(200);
    const text = await textOf(downloaded.body as Buffer);
    expect(text).toContain('For invoice INV-DL-KEY');
    expect(text).toContain('$60.47');
    expect(text).toContain('$1,900.00');
  });

  it("answers 404 for a refund, another invoice's payment, another workspace's, and ids that are none", async () => {
    const invoiceId = await sentInvoiceId(ctx, owner, { invoiceNumber: 'INV-DL-2' });
    const otherInvoiceId = await sentInvoiceId(ctx, owner, { invoiceNumber: 'INV-DL-3' });
    const paymentId = await pay(invoiceId, { amount: 100, paidOn: '2026-11-20' });
    const refund = await ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments/${paymentId}/refund`)
      .auth(owner.token, { type: 'bearer' })
      .send({ amount: 40 })
      .expect(201);
    const refundId: string = refund.body.data.payment.id;
    const theirInvoice = await sentInvoiceId(ctx, other, { invoiceNumber: 'INV-DL-X' });
    const theirPayment = await pay(theirInvoice, { amount: 10, paidOn: '2026-11-20' }, other);

    const PAYMENT_NOT_FOUND = PaymentMessages.notFound;
    const INVOICE_NOT_FOUND = DocumentMessages.invoice.notFound;
    await refused(receipt(invoiceId, refundId), 404, PAYMENT_NOT_FOUND);
    await refused(receipt(otherInvoiceId, paymentId), 404, PAYMENT_NOT_FOUND);
    await refused(receipt(invoiceId, theirPayment), 404, PAYMENT_NOT_FOUND);
    await refused(receipt(theirInvoice, theirPayment), 404, INVOICE_NOT_FOUND);
    await refused(receipt(invoiceId, paymentId, other.token), 404, INVOICE_NOT_FOUND);
    await refused(receipt(invoiceId, 'not-an-id'), 404, PAYMENT_NOT_FOUND);
    await refused(receipt(invoiceId, NO_SUCH), 404, PAYMENT_NOT_FOUND);
    await refused(receipt('not-an-id', paymentId), 404, INVOICE_NOT_FOUND);
    // The owner's own payment, whole: still there.
    await receipt(invoiceId, paymentId).expect(200);
  });

  it('needs a plan that allows downloads, as other PDFs do', async () => {
    const trial = await ctx.newUser();
    const invoiceId = await sentInvoiceId(ctx, trial, { invoiceNumber: 'INV-DL-T' });
    const paymentId = await pay(invoiceId, { amount: 10, paidOn: '2026-11-20' }, trial);
    await refused(
      receipt(invoiceId, paymentId, trial.token),
      403,
      DocumentMessages.exportPlanRequired,
    );
  });
});
