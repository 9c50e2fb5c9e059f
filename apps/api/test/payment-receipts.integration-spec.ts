import { PaymentMessages } from '@dealdraft/domain';
import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { EmailProcessor } from '../src/email/email.processor';
import { ReceiptQueue } from '../src/invoices/ledger/receipt-queue';
import { Queues } from '../src/queue/queues';
import { invoicePayload } from './factories/invoice';
import { pdfPages, plainSpaces } from './support/pdf-text';
import { SmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp } from './support/app';
import { Billing, recordPayment, sentInvoiceId, startBilling } from './support/payments';

/** invoicePayload's total: 950.25 × 2 + 19.99 × 3. */
const TOTAL = 1960.47;

/**
 * A receipt for each payment, through the api, the worker, Chromium and a real SMTP
 * peer: what it says in English and in German, and when none goes (asked not to, a trial plan,
 * "mark as paid", a refund), once however often its job runs.
 */
describe('payment receipts', () => {
  let billing: Billing;
  let ctx: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;

  beforeAll(async () => {
    billing = await startBilling();
    ({ ctx, worker, smtp, owner } = billing);
  });
  afterAll(() => billing?.close());

  const db = () => ctx.app.get(DataSource);
  const queue = () => ctx.app.get<Queue>(getQueueToken(Queues.Email));
  const newInvoice = (user: SignedUpUser, overrides: Record<string, unknown> = {}) =>
    sentInvoiceId(ctx, user, overrides);
  const pay = (invoiceId: string, body: object, user = owner) =>
    recordPayment(ctx, user, invoiceId, body).expect(201);
  const receiptRow = async (paymentId: string) =>
    (
      await db().query(
        `SELECT recipient, status, attempts, error, sent_at FROM payment_receipts
          WHERE payment_id = $1`,
        [paymentId],
      )
    )[0];
  const waitForReceipt = async (paymentId: string, status: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const row = await receiptRow(paymentId);
      if (row?.status === status || Date.now() > deadline) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const mailsFor = (paymentId: string) =>
    smtp.messages.filter((m) => m.messageId === `<receipt-${paymentId}@dealdraft>`);
  const receiptMail = async (paymentId: string): Promise<ParsedMail> => {
    expect(await waitForReceipt(paymentId, 'sent')).toMatchObject({ status: 'sent' });
    const [mail, ...more] = mailsFor(paymentId);
    expect(more).toEqual([]);
    return mail;
  };
  const pdfText = async (mail: ParsedMail) =>
    plainSpaces((await pdfPages(mail.attachments[0].content)).join('\n'));
  const ledger = async (invoiceId: string, user = owner) =>
    (
      await ctx.graphql<{ invoicePayments: { id: string; receiptStatus: string | null }[] }>(
        'query($id: ID!) { invoicePayments(invoiceId: $id) { id receiptStatus } }',
        { id: invoiceId },
        user.token,
      )
    ).data!.invoicePayments;
  /** The job runs again, as a retry after a lost acknowledgement would. */
  const runAgain = (paymentId: string) =>
    worker.get(EmailProcessor).process({
      name: 'receipt',
      data: { paymentId },
      attemptsMade: 1,
      opts: { attempts: 5 },
    } as Job);

  it('e-mails one receipt with the payment, the balance and a PDF; the ledger reads it sent', async () => {
    const invoiceId = await newInvoice(owner, { invoiceNumber: 'INV-RCPT-1' });
    const recorded = await pay(invoiceId, {
      amount: 500,
      method: 'bank_transfer',
      paidOn: '2026-11-20',
      reference: 'SEPA 4471',
    });
    expect(recorded.body).toMatchObject({
      message: PaymentMessages.recorded,
      data: { payment: { amount: 500, receiptStatus: 'queued' } },
    });
    const paymentId: string = recorded.body.data.payment.id;

    const mail = await receiptMail(paymentId);
    expect(mail.to).toMatchObject({ text: 'billing@globex.example' });
    // From the invoice's business at our address, as its invoice was; replies go to it.
    expect(mail.from?.value).toEqual([
      { name: 'Studio Ada', address: 'billing@dealdraft.test' },
    ]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Studio Ada', address: 'ada@studio.example' }]);
    expect(mail.subject).toBe('Receipt for invoice INV-RCPT-1');
    expect(mail.text?.trimEnd()).toBe(
      [
        'Hello Globex Corporation,',
        '',
        'Thank you for your payment of $500.00 for invoice INV-RCPT-1, received on November 20, 2026.',
        'The balance due is now $1,460.47.',
        'The receipt is attached.',
        '',
        'Best regards,',
        'Studio Ada',
      ].join('\n'),
    );
    expect(mail.html).toContain('The balance due is now $1,460.47.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'receipt-INV-RCPT-1-1.pdf',
      contentType: 'application/pdf',
    });
    const pdf = await pdfText(mail);
    for (const text of [
      'Receipt',
      'For invoice INV-RCPT-1',
      'November 20, 2026',
      // Headings print in capitals (CSS), as the invoice's do.
      'AMOUNT RECEIVED',
      '$500.00',
      'Bank transfer',
      'SEPA 4471',
      'Invoice total',
      '$1,960.47',
      'Total paid to date',
      'Balance due',
      '$1,460.47',
      'Studio Ada',
      'Globex Corporation',
      'Page 1 of 1',
    ])
      expect(pdf).toContain(text);
    expect(pdf).not.toMatch(/paid in full/i);

    expect(await receiptRow(paymentId)).toEqual({
      recipient: 'billing@globex.example',
      status: 'sent',
      attempts: 1,
      error: null,
      sent_at: expect.any(Date),
    });
    expect(await ledger(invoiceId)).toEqual([{ id: paymentId, receiptStatus: 'sent' }]);
    const rest = await ctx
      .http()
      .get(`/api/invoices/${invoiceId}/payments`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(rest.body.data).toEqual([expect.objectContaining({ receiptStatus: 'sent' })]);

    // The same job again (a retry after a lost acknowledgement), or the payment queued again
    // once its job is gone from Redis: the row says sent, and nothing more goes out.
    await runAgain(paymentId);
    await (await queue().getJob(`receipt-${paymentId}`))?.remove();
    expect(await ctx.app.get(ReceiptQueue).queue(paymentId)).toBe(true);
    const requeued = (await queue().getJob(`receipt-${paymentId}`))!;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      if ((await requeued.getState()) === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await requeued.getState()).toBe('completed');
    expect(mailsFor(paymentId)).toHaveLength(1);
    expect((await receiptRow(paymentId)).attempts).toBe(1);
  });

  it('says the invoice is paid in full after the payment that settles it, through GraphQL', async () => {
    const invoiceId = await newInvoice(owner, { invoiceNumber: 'INV-RCPT-2' });
    await pay(invoiceId, { amount: 1000, method: 'cash' });
    const { data } = await ctx.graphql<{
      recordPayment: {
        payment: { id: string; receiptStatus: string };
        invoice: { status: string };
      };
    }>(
      `mutation($id: ID!, $input: PaymentInput!) {
         recordPayment(invoiceId: $id, input: $input) { payment { id receiptStatus } invoice { status } }
       }`,
      { id: invoiceId, input: { amount: TOTAL - 1000, method: 'card', paidOn: '2026-11-21' } },
      owner.token,
    );
    expect(data?.recordPayment).toMatchObject({
      payment: { receiptStatus: 'queued' },
      invoice: { status: 'paid' },
    });
    const mail = await receiptMail(data!.recordPayment.payment.id);
    expect(mail.text).toContain(
      'Thank you for your payment of $960.47 for invoice INV-RCPT-2, received on November 21, 2026.',
    );
    expect(mail.text).toContain('The invoice is now paid in full.');
    expect(mail.text).not.toContain('balance due is now');
    // The second payment of the invoice.
    expect(mail.attachments[0].filename).toBe('receipt-INV-RCPT-2-2.pdf');
    const pdf = await pdfText(mail);
    for (const text of ['$960.47', 'Card', 'Total paid to date', '$1,960.47', '$0.00'])
      expect(pdf).toContain(text);
    expect(pdf).toContain('INVOICE PAID IN FULL');
    expect(pdf).not.toContain('Reference');
  });

  it("writes a German invoice's receipt in German, in euros", async () => {
    const invoiceId = await newInvoice(owner, {
      invoiceNumber: 'RE-RCPT-1',
      language: 'de',
      currency: 'EUR',
      clientName: 'Globex GmbH',
    });
    const paymentId = (await pay(invoiceId, { amount: 500, paidOn: '2026-11-20' })).body.data
      .payment.id;
    const mail = await receiptMail(paymentId);
    expect(mail.subject).toBe('Zahlungsbestätigung zur Rechnung RE-RCPT-1');
    expect(plainSpaces(mail.text!).trimEnd()).toBe(
      [
        'Guten Tag Globex GmbH,',
        '',
        'vielen Dank für Ihre Zahlung von 500,00 € zur Rechnung RE-RCPT-1, eingegangen am 20. November 2026.',
        'Der offene Betrag beläuft sich nun auf 1.460,47 €.',
        'Die Zahlungsbestätigung finden Sie im Anhang.',
        '',
        'Mit freundlichen Grüßen',
        'Studio Ada',
      ].join('\n'),
    );
    const pdf = await pdfText(mail);
    for (const text of [
      'Zahlungsbestätigung',
      'Zur Rechnung RE-RCPT-1',
      'Zahlungsdatum',
      '20. November 2026',
      'ERHALTENER BETRAG',
      '500,00 €',
      'Zahlungsart',
      'Sonstige',
      'Rechnungsbetrag',
      '1.960,47 €',
      'Bisher bezahlt',
      'Offener Betrag',
      '1.460,47 €',
      'RECHNUNG AN',
      'Seite 1 von 1',
    ])
      expect(pdf).toContain(text);
    expect(pdf).not.toMatch(/Receipt|Balance due|Amount received/i);
  });

  it('keeps why a receipt failed: a refused address fails at once, and the ledger says so', async () => {
    const invoiceId = await newInvoice(owner, { clientEmail: 'nobody@rejected.test' });
    const paymentId = (await pay(invoiceId, { amount: 10 })).body.data.payment.id;
    const row = await waitForReceipt(paymentId, 'failed');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row.error).toContain('550');
    expect(await ledger(invoiceId)).toEqual([{ id: paymentId, receiptStatus: 'failed' }]);
  });

  it('sends nothing when asked not to, on either transport', async () => {
    const invoiceId = await newInvoice(owner);
    const rest = await pay(invoiceId, { amount: 100, sendReceipt: false });
    expect(rest.body.data.payment.receiptStatus).toBeNull();
    const { data } = await ctx.graphql<{ recordPayment: { payment: { id: string } } }>(
      `mutation($id: ID!) {
         recordPayment(invoiceId: $id, input: { amount: 100, sendReceipt: false }) { payment { id receiptStatus } }
       }`,
      { id: invoiceId },
      owner.token,
    );
    expect(data?.recordPayment.payment).toMatchObject({ receiptStatus: null });
    for (const paymentId of [rest.body.data.payment.id, data!.recordPayment.payment.id]) {
      expect(await queue().getJob(`receipt-${paymentId}`)).toBeUndefined();
      expect(await receiptRow(paymentId)).toBeUndefined();
    }
    expect((await ledger(invoiceId)).map((entry) => entry.receiptStatus)).toEqual([null, null]);
    const refused = await ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments`)
      .auth(owner.token, { type: 'bearer' })
      .send({ amount: 1, sendReceipt: 'no' })
      .expect(400);
    expect(refused.body.message).toBe('sendReceipt: sendReceipt must be a boolean value');
  });

  it('sends no receipt for "mark as paid" nor for a refund', async () => {
    const invoiceId = await newInvoice(owner);
    await ctx
      .http()
      .put(`/api/invoices/${invoiceId}`)
      .auth(owner.token, { type: 'bearer' })
      .send(invoicePayload({ status: 'paid' }))
      .expect(200);
    const [marked] = await ledger(invoiceId);
    expect(marked.receiptStatus).toBeNull();
    expect(await queue().getJob(`receipt-${marked.id}`)).toBeUndefined();

    const refund = await ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments/${marked.id}/refund`)
      .auth(owner.token, { type: 'bearer' })
      .send({ amount: 5 })
      .expect(201);
    const refundId: string = refund.body.data.payment.id;
    expect(refund.body.data.payment.receiptStatus).toBeNull();
    // Not even when asked directly, as an online refund's caller might.
    expect(await ctx.app.get(ReceiptQueue).queue(refundId)).toBe(false);
    expect(await queue().getJob(`receipt-${refundId}`)).toBeUndefined();
  });

  it('sends none for a workspace whose plan cannot send documents; the payment is recorded', async () => {
    const trial = await ctx.newUser({ name: 'Trial Tess' });
    const trialInvoice = await newInvoice(trial);
    const onTrial = await pay(trialInvoice, { amount: 100 }, trial);
    expect(onTrial.body.data).toMatchObject({
      payment: { amount: 100, receiptStatus: null },
      invoice: { status: 'partially_paid', amountPaid: 100 },
    });
    expect(await queue().getJob(`receipt-${onTrial.body.data.payment.id}`)).toBeUndefined();

    // A paid plan that has lapsed is the same.
    const lapsed = await ctx.newUser({ name: 'Lapsed Lou' });
    await ctx.upgrade(lapsed);
    const lapsedInvoice = await newInvoice(lapsed);
    await db().query(`UPDATE workspaces SET plan_end = now() - interval '1 day' WHERE id = $1`, [
      lapsed.workspaceId,
    ]);
    const lapsedPayment = await pay(lapsedInvoice, { amount: 100 }, lapsed);
    expect(lapsedPayment.body.data.payment.receiptStatus).toBeNull();
    expect(await queue().getJob(`receipt-${lapsedPayment.body.data.payment.id}`)).toBeUndefined();
  });
});
