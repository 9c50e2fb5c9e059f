import {
  CreditNoteMessages,
  DocumentMessages,
  FieldCode,
  PaymentMessages,
} from '@dealdraft/domain';
import { INestApplicationContext } from '@nestjs/common';
import { Job } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { EmailProcessor } from '../src/email/email.processor';
import { invoicePayload } from './factories/invoice';
import { asBuffer } from './support/bodies';
import { pdfPages, plainSpaces } from './support/pdf-text';
import { SmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp } from './support/app';
import { Billing, recordPayment, sentInvoiceId, startBilling } from './support/payments';

const M = CreditNoteMessages;

/**
 * Credit notes through the api, the worker, Chromium and a real SMTP peer: in full
 * and in part, refused above the balance, together with payments, numbered once per workspace
 * however many are issued at once, their PDF and e-mail in the invoice's language, and
 * another workspace's invoice or note not found.
 */
describe('credit notes', () => {
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
  const newInvoice = (user = owner, overrides: Record<string, unknown> = {}) =>
    sentInvoiceId(ctx, user, overrides);
  const credit = (invoiceId: string, body: object, user = owner) =>
    ctx
      .http()
      .post(`/api/invoices/${invoiceId}/credit-notes`)
      .auth(user.token, { type: 'bearer' })
      .send(body);
  const pay = (invoiceId: string, body: object) =>
    recordPayment(ctx, owner, invoiceId, { sendReceipt: false, ...body });
  const pdf = (creditNoteId: string, user = owner) =>
    ctx
      .http()
      .get(`/api/credit-notes/${creditNoteId}/pdf`)
      .auth(user.token, { type: 'bearer' })
      .buffer(true)
      .parse(asBuffer);
  const send = (creditNoteId: string, user = owner) =>
    ctx.http().post(`/api/credit-notes/${creditNoteId}/send`).auth(user.token, { type: 'bearer' });
  const stored = async (invoiceId: string) =>
    (
      await db().query(
        `SELECT status, paid_minor::text, credited_minor::text,
                (SELECT coalesce(sum(amount_minor), 0)::text FROM credit_notes
                  WHERE invoice_id = i.id) AS notes
           FROM invoices i WHERE id = $1`,
        [invoiceId],
      )
    )[0];
  const refused = (field: string, code: string, message: string) => ({
    status: 'error',
    message: `${field}: ${message}`,
    data: { errors: [{ field, code, message }] },
  });

  it('credits part of the balance: partially paid, the rest still due, its own number', async () => {
    const invoiceId = await newInvoice();
    const response = await credit(invoiceId, {
      amount: 460.47,
      reason: 'Hosting was not used in November',
      issuedOn: '2026-11-10',
    }).expect(201);
    expect(response.body).toMatchObject({
      status: 'success',
      message: M.created,
      data: {
        creditNote: {
          invoiceId,
          creditNoteNumber: expect.stringMatching(/^CN-\d{4}$/),
          amount: 460.47,
          currency: 'USD',
          language: 'en',
          issuedOn: '2026-11-10',
          reason: 'Hosting was not used in November',
          sendStatus: null,
          createdById: owner.id,
        },
        invoice: {
          status: 'partially_paid',
          amountPaid: 0,
          amountCredited: 460.47,
          balanceDue: 1500,
        },
      },
    });
    expect(await stored(invoiceId)).toEqual({
      status: 'partially_paid',
      paid_minor: '0',
      credited_minor: '46047',
      notes: '46047',
    });
    const listed = await ctx
      .http()
      .get(`/api/invoices/${invoiceId}/credit-notes`)
      .auth(owner.token, { type: 'bearer' })
      .expect(200);
    expect(listed.body).toMatchObject({
      message: M.listed,
      data: [{ id: response.body.data.creditNote.id, amount: 460.47 }],
    });
  });

  it('refuses more than the balance due, naming it; with payments, credits and pays at most what is left', async () => {
    const invoiceId = await newInvoice();
    await pay(invoiceId, { amount: 500 }).expect(201);
    await credit(invoiceId, { amount: 200, reason: 'Discount agreed' }).expect(201);
    // 1960.47 − 500 paid − 200 credited.
    expect(
      (await credit(invoiceId, { amount: 1260.48, reason: 'Too much' }).expect(400)).body,
    ).toEqual(refused('amount', FieldCode.OverBalance, M.overBalance('$1,260.47')));
    expect((await pay(invoiceId, { amount: 1260.48 }).expect(400)).body).toEqual(
      refused('amount', FieldCode.OverBalance, PaymentMessages.overpayment('$1,260.47')),
    );
    await pay(invoiceId, { amount: 260.47 }).expect(201);
    // The amount is always said: none is refused, not taken as the whole balance.
    expect((await credit(invoiceId, { reason: 'Project cancelled' }).expect(400)).body).toEqual(
      refused('amount', 'IS_DEFINED', M.amountRequired),
    );
    // The whole balance settles the invoice.
    const full = await credit(invoiceId, { amount: 1000, reason: 'Project cancelled' }).expect(201);
    expect(full.body.data).toMatchObject({
      creditNote: { amount: 1000 },
      invoice: { status: 'paid', amountPaid: 760.47, amountCredited: 1200, balanceDue: 0 },
    });
    expect(await stored(invoiceId)).toEqual({
      status: 'paid',
      paid_minor: '76047',
      credited_minor: '120000',
      notes: '120000',
    });
    expect((await credit(invoiceId, { amount: 1, reason: 'More' }).expect(400)).body).toEqual(
      refused('amount', FieldCode.NothingDue, M.nothingDue),
    );
    expect((await credit(invoiceId, { amount: 0, reason: 'Zero' }).expect(400)).body).toEqual(
      refused('amount', FieldCode.AmountNotPositive, M.amountPositive),
    );
    // A refund reopens what the credits leave: the credits still count.
    const [{ id: paymentId }] = await db().query(
      'SELECT id FROM payments WHERE invoice_id = $1 AND amount_minor = 26047',
      [invoiceId],
    );
    await ctx
      .http()
      .post(`/api/invoices/${invoiceId}/payments/${paymentId}/refund`)
      .auth(owner.token, { type: 'bearer' })
      .send({ amount: 260.47 })
      .expect(201);
    expect(await stored(invoiceId)).toMatchObject({
      status: 'partially_paid',
      paid_minor: '50000',
    });
  });

  it('keeps the total at or above what is paid and credited, and the currency', async () => {
    const invoiceId = await newInvoice();
    await credit(invoiceId, { amount: 1000, reason: 'Discount agreed' }).expect(201);
    const put = (body: object) =>
      ctx
        .http()
        .put(`/api/invoices/${invoiceId}`)
        .auth(owner.token, { type: 'bearer' })
        .send(invoicePayload({ status: 'partially_paid', ...body }));
    expect(
      (await put({ lineItems: [{ description: 'Small', rate: 999.99, quantity: 1 }] }).expect(400))
        .body,
    ).toEqual(refused('lineItems', FieldCode.TotalBelowSettled, M.totalBelowSettled('$1,000.00')));
    expect((await put({ currency: 'EUR' }).expect(400)).body).toEqual(
      refused('currency', FieldCode.CurrencyLocked, M.currencyWithCredits('USD')),
    );
    // "Mark as paid" records what is left: the total less the credit.
    await put({ status: 'paid' }).expect(200);
    const payments = await db().query(
      'SELECT amount_minor::text FROM payments WHERE invoice_id = $1',
      [invoiceId],
    );
    expect(payments).toEqual([{ amount_minor: '96047' }]);
    expect(await stored(invoiceId)).toMatchObject({ status: 'paid', credited_minor: '100000' });
  });

  it('refuses a draft, a future date and a missing reason', async () => {
    const draft = await newInvoice(owner, { status: 'draft' });
    expect((await credit(draft, { amount: 1, reason: 'Oops' }).expect(409)).body.message).toBe(
      M.draft,
    );
    const invoiceId = await newInvoice();
    expect(
      (await credit(invoiceId, { amount: 1, reason: 'Later', issuedOn: '2999-01-01' }).expect(400))
        .body,
    ).toEqual(refused('issuedOn', FieldCode.DateInFuture, M.dateInFuture));
    const missing = await credit(invoiceId, { amount: 1 }).expect(400);
    expect(missing.body.data.errors).toEqual([
      { field: 'reason', code: expect.any(String), message: expect.any(String) },
    ]);
    expect(await stored(invoiceId)).toMatchObject({ credited_minor: '0', status: 'sent' });
  });

  it('numbers 20 credit notes issued at once in one workspace CN-0001 to CN-0020, each once', async () => {
    const user = await ctx.newUser();
    const invoiceIds = await Promise.all([newInvoice(user), newInvoice(user)]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        credit(invoiceIds[i % 2], { amount: 10, reason: `Credit ${i}` }, user),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.body.data.creditNote.creditNoteNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `CN-${String(i + 1).padStart(4, '0')}`),
    );
    for (const invoiceId of invoiceIds)
      expect(await stored(invoiceId)).toMatchObject({ credited_minor: '10000', notes: '10000' });
  });

  it('prints the VAT the credit corrects, shared over the invoice’s rates by their gross', async () => {
    const rate = async (name: string, percent: number) =>
      (
        await ctx
          .http()
          .post('/api/tax-rates')
          .auth(owner.token, { type: 'bearer' })
          .send({ name, percent })
          .expect(201)
      ).body.data.id as string;
    const [standard, reduced] = [await rate('VAT', 19), await rate('Reduced VAT', 7)];
    // 1,000.00 + 190.00 and 500.00 + 35.00: a credit of 345.00 is a fifth of each.
    const invoiceId = await newInvoice(owner, {
      invoiceNumber: 'INV-CN-VAT',
      lineItems: [
        { description: 'Design', rate: 1000, quantity: 1, taxRateIds: [standard] },
        { description: 'Books', rate: 500, quantity: 1, taxRateIds: [reduced] },
      ],
    });
    const { body } = await credit(invoiceId, {
      amount: 345,
      reason: 'A fifth was not delivered',
    }).expect(201);
    const file = await pdf(body.data.creditNote.id).expect(200);
    const text = plainSpaces((await pdfPages(file.body as Buffer)).join('\n'));
    for (const expected of [
      '$345.00',
      // (pdftotext runs a label into its amount.)
      'Subtotal$300.00',
      'VAT 19% on $200.00$38.00',
      'Reduced VAT 7% on $100.00$7.00',
    ])
      expect(text).toContain(expected);
  });

  it('prints the credit note: its number, the invoice, the reason, the amounts after it', async () => {
    const invoiceId = await newInvoice(owner, { invoiceNumber: 'INV-CN-PDF' });
    await pay(invoiceId, { amount: 500 }).expect(201);
    const { body } = await credit(invoiceId, {
      amount: 460.47,
      reason: 'Hosting was not used in November',
      issuedOn: '2026-11-10',
    }).expect(201);
    const note = body.data.creditNote;
    // A later note does not change what this one states.
    await credit(invoiceId, { amount: 100, reason: 'Later goodwill' }).expect(201);
    const file = await pdf(note.id).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note.creditNoteNumber}.pdf"`,
    );
    const text = plainSpaces((await pdfPages(file.body as Buffer)).join('\n'));
    for (const expected of [
      'Credit note',
      'Against invoice INV-CN-PDF',
      note.creditNoteNumber,
      'November 10, 2026',
      'Hosting was not used in November',
      'AMOUNT CREDITED',
      '$460.47',
      'Invoice total',
      '$1,960.47',
      'Credited to date',
      'Paid to date',
      '$500.00',
      'Balance due',
      '$1,000.00',
      'Studio Ada',
      'Globex Corporation',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Later goodwill');
  });

  it('e-mails the credit note once to the client with its PDF; the list reads it sent', async () => {
    const invoiceId = await newInvoice(owner, { invoiceNumber: 'INV-CN-MAIL' });
    const { body } = await credit(invoiceId, {
      amount: 1960.47,
      reason: 'Project cancelled',
    }).expect(201);
    const note = body.data.creditNote;
    const queued = await send(note.id).expect(202);
    expect(queued.body).toMatchObject({
      message: M.queued,
      data: { id: note.id, sendStatus: 'queued' },
    });
    const row = await waitForSend(note.id, 'sent');
    expect(row).toMatchObject({ recipient: 'billing@globex.example', attempts: 1, error: null });
    const mail = onlyMail(row.id);
    expect(mail.subject).toBe(`Credit note ${note.creditNoteNumber} for invoice INV-CN-MAIL`);
    expect(mail.to).toMatchObject({ text: 'billing@globex.example' });
    expect(mail.text).toContain(
      `Please find attached credit note ${note.creditNoteNumber} of $1,960.47 against invoice INV-CN-MAIL.`,
    );
    expect(mail.text).toContain('Nothing remains due on the invoice.');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`credit-note-${note.creditNoteNumber}.pdf`, 'application/pdf'],
    ]);
    expect(plainSpaces((await pdfPages(mail.attachments[0].content)).join('\n'))).toContain(
      'Against invoice INV-CN-MAIL',
    );
    // The job again, as a retry after a lost acknowledgement: nothing more is sent.
    await worker.get(EmailProcessor).process({
      name: 'credit-note',
      data: { sendId: row.id },
      attemptsMade: 1,
      opts: { attempts: 5 },
    } as Job);
    expect(mailsFor(row.id)).toHaveLength(1);
    const listed = await ctx.graphql<{ invoiceCreditNotes: { sendStatus: string }[] }>(
      'query($id: ID!) { invoiceCreditNotes(invoiceId: $id) { sendStatus } }',
      { id: invoiceId },
      owner.token,
    );
    expect(listed.data!.invoiceCreditNotes).toEqual([{ sendStatus: 'sent' }]);
  });

  it("writes a German invoice's credit note in German, in euros", async () => {
    const invoiceId = await newInvoice(owner, {
      invoiceNumber: 'RE-CN-7',
      language: 'de',
      currency: 'EUR',
    });
    const { data, errors } = await ctx.graphql<{
      createCreditNote: { creditNote: { id: string; creditNoteNumber: string; language: string } };
    }>(
      'mutation($id: ID!) { createCreditNote(invoiceId: $id, input: { amount: 960.47, reason: "Rabatt", issuedOn: "2026-11-10" }) { creditNote { id creditNoteNumber language } invoice { balanceDue amountCredited } } }',
      { id: invoiceId },
      owner.token,
    );
    expect(errors).toBeUndefined();
    const note = data!.createCreditNote.creditNote;
    expect(note.language).toBe('de');
    const text = plainSpaces(
      (await pdfPages((await pdf(note.id).expect(200)).body as Buffer)).join('\n'),
    );
    for (const expected of [
      'Gutschrift',
      'Zur Rechnung RE-CN-7',
      'Gutschriftnummer',
      '10. November 2026',
      'GUTGESCHRIEBENER BETRAG',
      'Bisher bezahlt0,00 €',
      '960,47 €',
      'Rechnungsbetrag',
      '1.960,47 €',
      'Offener Betrag',
      '1.000,00 €',
    ])
      expect(text).toContain(expected);
    const sent = await ctx.graphql<{ sendCreditNote: { sendStatus: string } }>(
      'mutation($id: ID!) { sendCreditNote(id: $id) { sendStatus } }',
      { id: note.id },
      owner.token,
    );
    expect(sent.data).toEqual({ sendCreditNote: { sendStatus: 'queued' } });
    const row = await waitForSend(note.id, 'sent');
    const mail = onlyMail(row.id);
    expect(mail.subject).toBe(`Gutschrift ${note.creditNoteNumber} zur Rechnung RE-CN-7`);
    expect(plainSpaces(mail.text ?? '')).toContain(
      `anbei erhalten Sie die Gutschrift ${note.creditNoteNumber} über 960,47 € zur Rechnung RE-CN-7.`,
    );
    expect(plainSpaces(mail.text ?? '')).toContain(
      'Der offene Betrag der Rechnung beläuft sich nun auf 1.000,00 €.',
    );
  });

  it('lets a trial workspace issue credit notes, not download or send them', async () => {
    const trial = await ctx.newUser();
    const invoiceId = await newInvoice(trial);
    const { body } = await credit(invoiceId, { amount: 1, reason: 'Goodwill' }, trial).expect(201);
    const id = body.data.creditNote.id;
    expect((await send(id, trial).expect(403)).body.message).toBe(
      DocumentMessages.exportPlanRequired,
    );
    expect(JSON.parse((await pdf(id, trial).expect(403)).body.toString())).toMatchObject({
      message: DocumentMessages.exportPlanRequired,
    });
    expect(
      await db().query('SELECT 1 FROM credit_note_sends WHERE credit_note_id = $1', [id]),
    ).toEqual([]);
  });

  it("answers another workspace's invoice and credit note as not found, changing nothing", async () => {
    const invoiceId = await newInvoice();
    const { body } = await credit(invoiceId, { amount: 1, reason: 'Goodwill' }).expect(201);
    const id = body.data.creditNote.id;
    const other = await ctx.newUser();
    await ctx.upgrade(other);
    const before = await stored(invoiceId);
    expect(
      (await credit(invoiceId, { amount: 1, reason: 'Mine' }, other).expect(404)).body.message,
    ).toBe(DocumentMessages.invoice.notFound);
    await ctx
      .http()
      .get(`/api/invoices/${invoiceId}/credit-notes`)
      .auth(other.token, { type: 'bearer' })
      .expect(404);
    expect((await send(id, other).expect(404)).body.message).toBe(M.notFound);
    await pdf(id, other).expect(404);
    await send('not-a-uuid', other).expect(404);
    expect(await stored(invoiceId)).toEqual(before);
  });

  const sendRow = async (creditNoteId: string) =>
    (
      await db().query(
        `SELECT id, recipient, status, attempts, error FROM credit_note_sends
          WHERE credit_note_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [creditNoteId],
      )
    )[0];
  async function waitForSend(creditNoteId: string, status: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const row = await sendRow(creditNoteId);
      if (row?.status === status || Date.now() > deadline) {
        expect(row).toMatchObject({ status });
        return row;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const mailsFor = (sendId: string) =>
    smtp.messages.filter((m) => m.messageId === `<credit-note-${sendId}@dealdraft>`);
  function onlyMail(sendId: string): ParsedMail {
    const [mail, ...more] = mailsFor(sendId);
    expect(more).toEqual([]);
    return mail;
  }
});
