import { DocumentMessages, FieldCode, PaymentMessages } from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { InvoicesService } from '../src/invoices/invoices.service';
import { invoicePayload } from './factories/invoice';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { recordPayment, sentInvoiceId } from './support/payments';

const M = PaymentMessages;
/** invoicePayload's total: 950.25 × 2 + 19.99 × 3. */
const TOTAL = 1960.47;

/**
 * An invoice's payments ledger, through the api and down to the rows: partial
 * payments, overpayment refused, refunds, mistakes deleted, "mark as paid", the status that
 * follows, and two payments racing for one balance.
 */
describe("an invoice's payments", () => {
  let ctx: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    await ctx.upgrade(owner);
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.app.get(DataSource);
  const newInvoice = (overrides: Record<string, unknown> = {}) =>
    sentInvoiceId(ctx, owner, overrides);
  const pay = (invoiceId: string, body: object, user = owner) =>
    recordPayment(ctx, user, invoiceId, body);
  const refund = (invoiceId: string, paymentId: string, body: object = {}) =>
    ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments/${paymentId}/refund`)
      .auth(owner.token, { type: 'bearer' })
      .send(body);
  const remove = (invoiceId: string, paymentId: string) =>
    ctx
      .http()
      .delete(`/api/invoices/${invoiceId}/payments/${paymentId}`)
      .auth(owner.token, { type: 'bearer' });
  const put = (invoiceId: string, body: object) =>
    ctx.http().put(`/api/invoices/${invoiceId}`).auth(owner.token, { type: 'bearer' }).send(body);
  const stored = async (invoiceId: string) =>
    (
      await db().query<{ status: string; paid_minor: string; ledger: string }[]>(
        `SELECT status, paid_minor::text,
                (SELECT coalesce(sum(amount_minor), 0)::text FROM payments WHERE invoice_id = i.id) AS ledger
           FROM invoices i WHERE id = $1`,
        [invoiceId],
      )
    )[0];
  const refused = (field: string, code: string, message: string) => ({
    status: 'error',
    message: `${field}: ${message}`,
    data: { errors: [{ field, code, message }] },
  });

  it('records a part of the balance: partially paid, the rest still due', async () => {
    const invoiceId = await newInvoice();
    const response = await pay(invoiceId, {
      amount: 500,
      method: 'bank_transfer',
      paidOn: '2026-11-20',
      reference: 'SEPA 4471',
      note: 'First half',
    }).expect(201);
    expect(response.body).toMatchObject({
      status: 'success',
      message: M.recorded,
      data: {
        payment: {
          invoiceId,
          amount: 500,
          method: 'bank_transfer',
          paidOn: '2026-11-20',
          reference: 'SEPA 4471',
          note: 'First half',
          refundOf: null,
          refundable: 500,
          online: false,
          createdById: owner.id,
        },
        invoice: { _id: invoiceId, status: 'partially_paid', amountPaid: 500, balanceDue: 1460.47 },
      },
    });
    expect(await stored(invoiceId)).toEqual({
      status: 'partially_paid',
      paid_minor: '50000',
      ledger: '50000',
    });
  });

  it('refuses more than the balance, naming it, and writes nothing', async () => {
    const invoiceId = await newInvoice();
    await pay(invoiceId, { amount: 1000 }).expect(201);
    const response = await pay(invoiceId, { amount: 960.48 }).expect(400);
    expect(response.body).toEqual(
      refused('amount', FieldCode.OverBalance, M.overpayment('$960.47')),
    );
    expect(M.overpayment('$960.47')).toBe(
      'This payment is more than the balance due ($960.47): record at most the balance',
    );
    expect(await stored(invoiceId)).toEqual({
      status: 'partially_paid',
      paid_minor: '100000',
      ledger: '100000',
    });
    // Exactly the balance settles it; then nothing is due.
    const rest = await pay(invoiceId, { amount: 960.47, method: 'card' }).expect(201);
    expect(rest.body.data.invoice).toMatchObject({
      status: 'paid',
      amountPaid: TOTAL,
      balanceDue: 0,
    });
    expect((await pay(invoiceId, { amount: 1 }).expect(400)).body).toEqual(
      refused('amount', FieldCode.NothingDue, M.nothingDue),
    );
  });

  it('checks every field of a payment, naming it', async () => {
    const invoiceId = await newInvoice();
    const cases: [object, string, string][] = [
      [{}, 'amount', M.amountPositive],
      [{ amount: 0 }, 'amount', M.amountPositive],
      [{ amount: -5 }, 'amount', M.amountPositive],
      [{ amount: '12' }, 'amount', M.amountPositive],
      [{ amount: 1.005 }, 'amount', 'Amounts in USD have at most 2 decimals'],
      [{ amount: 1, method: 'bitcoin' }, 'method', M.method],
      [{ amount: 1, paidOn: '2096-01-01' }, 'paidOn', M.dateInFuture],
      [{ amount: 1, paidOn: '2026-02-30' }, 'paidOn', DocumentMessages.dateFormat],
      [{ amount: 1, reference: 'x'.repeat(201) }, 'reference', DocumentMessages.tooLong(200)],
      [{ amount: 1, note: 'a\u0000b' }, 'note', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const response = await pay(invoiceId, body).expect(400);
      expect({ body, message: response.body.message }).toEqual({
        body,
        message:
          typeof message === 'string'
            ? `${field}: ${message}`
            : expect.stringMatching(new RegExp(`^${field}: `)),
      });
    }
    expect(M.method).toBe('Choose one of: bank_transfer, card, cash, cheque, other');
    expect(await stored(invoiceId)).toEqual({ status: 'sent', paid_minor: '0', ledger: '0' });
  });

  it('takes amounts in the invoice’s own currency: whole yen, three-decimal dinars', async () => {
    const yen = await newInvoice({
      currency: 'JPY',
      lineItems: [{ description: 'Sprint', rate: 120000, quantity: 1 }],
    });
    expect((await pay(yen, { amount: 0.5 }).expect(400)).body.message).toBe(
      'amount: Amounts in JPY are whole numbers',
    );
    const paid = await pay(yen, { amount: 50000 }).expect(201);
    expect(paid.body.data.invoice).toMatchObject({ amountPaid: 50000, balanceDue: 70000 });
    expect((await pay(yen, { amount: 70001 }).expect(400)).body.message).toBe(
      `amount: ${M.overpayment('¥70,000')}`,
    );

    const dinar = await newInvoice({
      currency: 'KWD',
      lineItems: [{ description: 'Sprint', rate: 10.125, quantity: 1 }],
    });
    const part = await pay(dinar, { amount: 0.125 }).expect(201);
    expect(part.body.data.invoice).toMatchObject({ amountPaid: 0.125, balanceDue: 10 });
    expect(await stored(dinar)).toMatchObject({ paid_minor: '125' });
  });

  it('lists the ledger oldest first, each payment with what is left to refund', async () => {
    const invoiceId = await newInvoice();
    const first = (await pay(invoiceId, { amount: 300, method: 'cash' }).expect(201)).body.data
      .payment;
    const second = (await pay(invoiceId, { amount: 200, method: 'cheque' }).expect(201)).body.data
      .payment;
    const back = (
      await refund(invoiceId, first.id, { amount: 120.5, note: 'Goodwill' }).expect(201)
    ).body;
    expect(back).toMatchObject({
      status: 'success',
      message: M.refunded,
      data: {
        payment: {
          amount: -120.5,
          method: 'cash',
          refundOf: first.id,
          refundable: 0,
          note: 'Goodwill',
        },
        invoice: { status: 'partially_paid', amountPaid: 379.5 },
      },
    });
    const list = await ctx
      .http()
      .get(`/api/invoices/${invoiceId}/payments`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(list.body.message).toBe(M.listed);
    expect(
      list.body.data.map((p: { id: string; amount: number; refundable: number }) => [
        p.id,
        p.amount,
        p.refundable,
      ]),
    ).toEqual([
      [first.id, 300, 179.5],
      [second.id, 200, 200],
      [back.data.payment.id, -120.5, 0],
    ]);
  });

  it('refunds at most what is left of a payment, never a refund, and reopens the invoice', async () => {
    const invoiceId = await newInvoice();
    const payment = (await pay(invoiceId, { amount: TOTAL }).expect(201)).body.data.payment;
    expect(await stored(invoiceId)).toMatchObject({ status: 'paid' });

    const part = (await refund(invoiceId, payment.id, { amount: 60.47 }).expect(201)).body.data;
    expect(part.invoice).toMatchObject({ status: 'partially_paid', balanceDue: 60.47 });
    expect((await refund(invoiceId, payment.id, { amount: 1900.01 }).expect(400)).body).toEqual(
      refused('amount', FieldCode.RefundTooLarge, M.refundTooLarge('$1,900.00')),
    );
    expect((await refund(invoiceId, part.payment.id, { amount: 1 }).expect(400)).body).toEqual(
      refused('amount', FieldCode.RefundOfRefund, M.refundOfRefund),
    );
    // The amount is always said: none is refused, not taken as all that is left.
    expect((await refund(invoiceId, payment.id).expect(400)).body).toEqual(
      refused('amount', 'IS_DEFINED', M.refundAmountRequired),
    );
    expect(await stored(invoiceId)).toMatchObject({ status: 'partially_paid' });
    // All that is left. Nothing paid any more: back to sent.
    const rest = (await refund(invoiceId, payment.id, { amount: 1900 }).expect(201)).body.data;
    expect(rest.payment.amount).toBe(-1900);
    expect(rest.invoice).toMatchObject({ status: 'sent', amountPaid: 0, balanceDue: TOTAL });
    expect((await refund(invoiceId, payment.id, { amount: 1 }).expect(409)).body.message).toBe(
      M.refundedInFull,
    );
    expect(await stored(invoiceId)).toEqual({ status: 'sent', paid_minor: '0', ledger: '0' });
  });

  it('deletes an entry made by mistake, but not a payment that has refunds', async () => {
    const invoiceId = await newInvoice();
    const payment = (await pay(invoiceId, { amount: 100 }).expect(201)).body.data.payment;
    const back = (await refund(invoiceId, payment.id, { amount: 40 }).expect(201)).body.data
      .payment;
    expect((await remove(invoiceId, payment.id).expect(409)).body.message).toBe(
      M.deleteWithRefunds,
    );
    const afterRefund = await remove(invoiceId, back.id).expect(200);
    expect(afterRefund.body).toMatchObject({
      message: M.deleted,
      data: { invoice: { amountPaid: 100, status: 'partially_paid' } },
    });
    await remove(invoiceId, payment.id).expect(200);
    expect(await stored(invoiceId)).toEqual({ status: 'sent', paid_minor: '0', ledger: '0' });
    expect((await remove(invoiceId, payment.id).expect(404)).body.message).toBe(M.notFound);
  });

  it('finds a payment only on its own invoice', async () => {
    const one = await newInvoice();
    const other = await newInvoice();
    const payment = (await pay(one, { amount: 10 }).expect(201)).body.data.payment;
    expect((await refund(other, payment.id, { amount: 1 }).expect(404)).body.message).toBe(
      M.notFound,
    );
    expect((await remove(other, payment.id).expect(404)).body.message).toBe(M.notFound);
    expect((await refund(one, 'not-a-uuid', { amount: 1 }).expect(404)).body.message).toBe(
      M.notFound,
    );
    expect(await stored(one)).toMatchObject({ paid_minor: '1000' });
  });

  describe('the status a person sets', () => {
    it('"paid" records a payment for the balance', async () => {
      const invoiceId = await newInvoice();
      await pay(invoiceId, { amount: 960.47 }).expect(201);
      await put(invoiceId, invoicePayload({ status: 'paid' })).expect(200);
      const [, marked] = (
        await ctx
          .http()
          .get(`/api/invoices/${invoiceId}/payments`)
          .auth(owner.token, { type: 'bearer' })
          .expect(200)
      ).body.data;
      expect(marked).toMatchObject({ amount: 1000, method: 'other', note: M.markedPaidNote });
      expect(await stored(invoiceId)).toEqual({
        status: 'paid',
        paid_minor: '196047',
        ledger: '196047',
      });
    });

    it('a new invoice created as paid has its payment', async () => {
      const invoiceId = await newInvoice({ status: 'paid' });
      expect(await stored(invoiceId)).toEqual({
        status: 'paid',
        paid_minor: '196047',
        ledger: '196047',
      });
      const response = await ctx
        .http()
        .post('/api/invoices')
        .auth(owner.token, { type: 'bearer' })
        .send(invoicePayload({ status: 'partially_paid' }))
        .expect(400);
      expect(response.body.message).toBe(`status: ${M.partiallyPaidByHand}`);
    });

    it('follows the payments once there are some, and keeps what was paid', async () => {
      const invoiceId = await newInvoice();
      await pay(invoiceId, { amount: TOTAL }).expect(201);
      // The form sends the status it shows: unchanged, the update goes through.
      await put(invoiceId, invoicePayload({ status: 'paid', notes: 'Edited' })).expect(200);
      expect(
        (await put(invoiceId, invoicePayload({ status: 'sent' })).expect(400)).body.message,
      ).toBe(`status: ${M.statusFollowsPayments}`);
      const cheaper = invoicePayload({
        status: 'paid',
        lineItems: [{ description: 'Design sprint', rate: 100, quantity: 1 }],
      });
      expect((await put(invoiceId, cheaper).expect(400)).body.message).toBe(
        `lineItems: ${M.totalBelowPaid('$1,960.47')}`,
      );
      expect(
        (await put(invoiceId, invoicePayload({ status: 'paid', currency: 'EUR' })).expect(400)).body
          .message,
      ).toBe(`currency: ${M.currencyWithPayments('USD')}`);
      // More work on a paid invoice: the difference is due again, nothing is recorded for it.
      const more = invoicePayload({
        status: 'paid',
        lineItems: [
          ...(invoicePayload().lineItems as object[]),
          { description: 'Extra', rate: 39.53, quantity: 1 },
        ],
      });
      const updated = await put(invoiceId, more).expect(200);
      expect(updated.body.data).toMatchObject({
        status: 'partially_paid',
        amountPaid: TOTAL,
        balanceDue: 39.53,
      });
      expect(await stored(invoiceId)).toEqual({
        status: 'partially_paid',
        paid_minor: '196047',
        ledger: '196047',
      });
      const unchanged = await db().query(
        'SELECT count(*)::int AS n FROM payments WHERE invoice_id = $1',
        [invoiceId],
      );
      expect(unchanged).toEqual([{ n: 1 }]);
    });

    it('without payments, statuses stay the spec’s to set', async () => {
      const invoiceId = await newInvoice();
      for (const status of ['draft', 'overdue', 'sent']) {
        await put(invoiceId, invoicePayload({ status })).expect(200);
        expect(await stored(invoiceId)).toMatchObject({ status, paid_minor: '0' });
      }
      expect(
        (await put(invoiceId, invoicePayload({ status: 'partially_paid' })).expect(400)).body
          .message,
      ).toBe(`status: ${M.partiallyPaidByHand}`);
      expect(
        (await put(invoiceId, invoicePayload({ status: 'settled' })).expect(400)).body.message,
      ).toBe('status: Status must be one of draft, sent, partially_paid, paid, overdue');
    });
  });

  it('reads a partially paid invoice past its due date as overdue, and the sweep marks it', async () => {
    const invoiceId = await newInvoice({ invoiceDate: '2026-01-05', dueDate: '2026-02-04' });
    await pay(invoiceId, { amount: 60.47, paidOn: '2026-02-01' }).expect(201);
    const read = await ctx
      .http()
      .get(`/api/invoices/${invoiceId}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(read.body.data).toMatchObject({
      status: 'overdue',
      amountPaid: 60.47,
      balanceDue: 1900,
    });
    const filter = async (status: string) => {
      const { data } = await ctx.graphql<{ invoices: { nodes: { id: string }[] } }>(
        'query($s: String) { invoices(status: $s, first: 100) { nodes { id } } }',
        { s: status },
        owner.token,
      );
      return data!.invoices.nodes.map((node) => node.id).includes(invoiceId);
    };
    expect([await filter('overdue'), await filter('partially_paid')]).toEqual([true, false]);

    await ctx.app.get(InvoicesService).markOverdue('2026-11-25');
    expect(await stored(invoiceId)).toMatchObject({ status: 'overdue', paid_minor: '6047' });
    // Paying the rest of an overdue invoice settles it all the same.
    const rest = await pay(invoiceId, { amount: 1900 }).expect(201);
    expect(rest.body.data.invoice).toMatchObject({ status: 'paid', balanceDue: 0 });
  });

  it('judges payments racing for one balance one after the other', async () => {
    const invoiceId = await newInvoice();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(invoiceId, { amount: 300 })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // 6 × $300 = $1,800 fit in $1,960.47; the other four find less than $300 left.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 400, 400, 400, 400]);
    expect(await stored(invoiceId)).toEqual({
      status: 'partially_paid',
      paid_minor: '180000',
      ledger: '180000',
    });
  });

  it('records and answers through GraphQL, with the refusal on its field', async () => {
    const invoiceId = await newInvoice();
    const { data } = await ctx.graphql<{
      recordPayment: {
        payment: { amount: number };
        invoice: { status: string; balanceDue: number };
      };
    }>(
      `mutation($id: ID!) { recordPayment(invoiceId: $id, input: { amount: 1960.47, method: "card" }) {
          payment { amount } invoice { status balanceDue } } }`,
      { id: invoiceId },
      owner.token,
    );
    expect(data?.recordPayment).toEqual({
      payment: { amount: TOTAL },
      invoice: { status: 'paid', balanceDue: 0 },
    });
    const { errors } = await ctx.graphql(
      'mutation($id: ID!) { recordPayment(invoiceId: $id, input: { amount: 1 }) { payment { id } } }',
      { id: invoiceId },
      owner.token,
    );
    expect(errors?.[0]).toMatchObject({
      message: `amount: ${M.nothingDue}`,
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'amount', code: FieldCode.NothingDue, message: M.nothingDue }],
      },
    });
  });

  it('deleting an invoice takes its ledger with it', async () => {
    const invoiceId = await newInvoice();
    await pay(invoiceId, { amount: 5 }).expect(201);
    await ctx
      .http()
      .delete(`/api/invoices/${invoiceId}`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(await db().query('SELECT 1 FROM payments WHERE invoice_id = $1', [invoiceId])).toEqual(
      [],
    );
  });

  it('counts credit notes: the balance, the status, a deleted payment and "mark as paid" follow them', async () => {
    const invoiceId = await newInvoice();
    const credit = (amount: number) =>
      ctx
        .http()
        .post(`/api/invoices/${invoiceId}/credit-notes`)
        .auth(owner.token, { type: 'bearer' })
        .send({ amount, reason: 'Discount agreed' })
        .expect(201);
    await credit(960.47);
    const paid = await pay(invoiceId, { amount: 400, sendReceipt: false }).expect(201);
    expect(paid.body.data.invoice).toMatchObject({
      status: 'partially_paid',
      amountPaid: 400,
      amountCredited: 960.47,
      balanceDue: 600,
    });
    expect((await pay(invoiceId, { amount: 600.01 }).expect(400)).body).toEqual(
      refused('amount', FieldCode.OverBalance, M.overpayment('$600.00')),
    );
    // Without the payment, the credit alone still leaves the invoice partially settled.
    await remove(invoiceId, paid.body.data.payment.id).expect(200);
    expect(await stored(invoiceId)).toMatchObject({ status: 'partially_paid', paid_minor: '0' });
    // "Mark as paid" records the total less the credit.
    await put(invoiceId, invoicePayload({ status: 'paid' })).expect(200);
    expect(await stored(invoiceId)).toEqual({
      status: 'paid',
      paid_minor: '100000',
      ledger: '100000',
    });
  });
});
