import type { ParsedMail } from 'mailparser';
import { proposalPayload } from './factories/proposal';
import { pdfPages, plainSpaces } from './support/pdf-text';
import { SmtpPeer } from './support/smtp-peer';
import { SignedUpUser, TestApp } from './support/app';
import { Billing, clientLinkToken, recordPayment, startBilling } from './support/payments';

/**
 * One €3,980.10 job with a 30 % deposit (€1,194.03), paid through the client link: everything
 * the client then receives about the final invoice states what the app states, through the
 * api, the worker, Chromium and a real SMTP peer. Worked out by hand: the final invoice asks
 * 3,980.10 − 1,194.03 = 2,786.07; a payment of 1,000.00 leaves 1,786.07; a credit note of
 * 500.00 leaves 1,286.07.
 */
describe('what the client is asked to pay', () => {
  let billing: Billing;
  let ctx: TestApp;
  let smtp: SmtpPeer;
  let owner: SignedUpUser;
  const auth = { type: 'bearer' } as const;

  beforeAll(async () => {
    billing = await startBilling();
    ({ ctx, smtp, owner } = billing);
  });
  afterAll(() => billing?.close());

  const http = () => ctx.http();
  const mailWith = async (subject: string): Promise<ParsedMail> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = smtp.messages.filter((m) => m.subject === subject);
      if (found.length || Date.now() > deadline) {
        expect(found).toHaveLength(1);
        return found[0];
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const text = (mail: ParsedMail) => plainSpaces(mail.text ?? '');
  const pdfText = async (mail: ParsedMail) =>
    plainSpaces((await pdfPages(mail.attachments[0].content)).join('\n'));

  it('states the deposit deducted and the same balance in the e-mails, the PDFs and the client page', async () => {
    const proposal = await ctx.create(
      owner,
      'proposals',
      proposalPayload({
        status: 'sent',
        language: 'de',
        currency: 'EUR',
        clientEmail: 'anna@example.test',
        proposalTitle: 'Hochzeitsreportage',
        services: [{ description: 'Hochzeitsreportage', price: 3980.1, quantity: 1 }],
        deposit: { percent: 30 },
      }),
    );
    expect(proposal.depositAmount).toBe(1194.03);

    // The client accepts and pays the deposit through the proposal's link.
    const token = await clientLinkToken(ctx, owner, proposal.id, 'proposal');
    const page = (await http().get(`/api/client/${token}`).expect(200)).body.data;
    await http()
      .post(`/api/client/${token}/accept`)
      .send({ fullName: 'Anna Berg', version: page.version })
      .expect(200);
    const { url } = (await http().post(`/api/client/${token}/pay`).expect(200)).body.data;
    const session = new URL(url).searchParams.get('session');
    await http().post('/api/payments/simulated/pay').send({ session }).expect(200);

    const final = (
      await http().post(`/api/proposals/${proposal.id}/invoice`).auth(owner.token, auth).expect(201)
    ).body.data;
    const depositNumber: string = final.depositInvoiceNumber;
    expect(depositNumber).toEqual(expect.any(String));
    expect(final).toMatchObject({ amount: 3980.1, depositDeducted: 1194.03, balanceDue: 2786.07 });
    const depositLine = `Abzüglich Anzahlung, Rechnung ${depositNumber}: −1.194,03 €`;

    // The final invoice's e-mail and PDF.
    const sent = await ctx.graphql<{ sendInvoice: { subject: string } }>(
      'mutation($id: ID!) { sendInvoice(id: $id) { subject } }',
      { id: final.id },
      owner.token,
    );
    expect(sent.errors).toBeUndefined();
    const invoiceMail = await mailWith(sent.data!.sendInvoice.subject);
    expect(text(invoiceMail)).toContain(
      `${depositLine}\nDer zu zahlende Betrag beträgt 2.786,07 €`,
    );
    expect(text(invoiceMail)).not.toContain('Der zu zahlende Betrag beträgt 3.980,10 €');
    const invoicePdf = await pdfText(invoiceMail);
    expect(invoicePdf).toContain(`Abzüglich Anzahlung, Rechnung ${depositNumber}−1.194,03 €`);
    expect(invoicePdf).toContain('Zu zahlender Betrag2.786,07 €');

    // A payment of €1,000: its receipt states 1,786.07 left, as the app does.
    await recordPayment(ctx, owner, final.id, { amount: 1000, paidOn: '2026-11-20' }).expect(201);
    const receipt = await mailWith(`Zahlungsbestätigung zur Rechnung ${final.invoiceNumber}`);
    expect(text(receipt)).toContain('Der offene Betrag beläuft sich nun auf 1.786,07 €.');
    const receiptPdf = await pdfText(receipt);
    expect(receiptPdf).toContain(`Abzüglich Anzahlung, Rechnung ${depositNumber}−1.194,03 €`);
    // What is paid is taken off the total too, with the same minus as the deposit.
    expect(receiptPdf).toContain('Bisher bezahlt−1.000,00 €');
    expect(receiptPdf).toContain('Offener Betrag1.786,07 €');
    const afterPayment = (
      await http().get(`/api/invoices/${final.id}`).auth(owner.token, auth).expect(200)
    ).body.data;
    expect(afterPayment.balanceDue).toBe(1786.07);

    // A credit note of €500: its e-mail and PDF state 1,286.07.
    const note = (
      await http()
        .post(`/api/invoices/${final.id}/credit-notes`)
        .auth(owner.token, auth)
        .send({ amount: 500, reason: 'Rabatt', issuedOn: '2026-11-21' })
        .expect(201)
    ).body.data.creditNote;
    await http().post(`/api/credit-notes/${note.id}/send`).auth(owner.token, auth).expect(202);
    const noteMail = await mailWith(
      `Gutschrift ${note.creditNoteNumber} zur Rechnung ${final.invoiceNumber}`,
    );
    expect(text(noteMail)).toContain(
      'Der offene Betrag der Rechnung beläuft sich nun auf 1.286,07 €.',
    );
    const notePdf = await pdfText(noteMail);
    expect(notePdf).toContain(`Abzüglich Anzahlung, Rechnung ${depositNumber}−1.194,03 €`);
    expect(notePdf).toContain('Bisher gutgeschrieben−500,00 €');
    expect(notePdf).toContain('Bisher bezahlt−1.000,00 €');
    expect(notePdf).toContain('Offener Betrag1.286,07 €');

    // The client page of the final invoice says the same.
    const invoiceToken = await clientLinkToken(ctx, owner, final.id, 'invoice');
    const clientPage = (await http().get(`/api/client/${invoiceToken}`).expect(200)).body.data;
    expect(clientPage.payment).toMatchObject({ amountPaid: 1000, balanceDue: 1286.07 });
    expect(plainSpaces(clientPage.payment.depositLine)).toBe(depositLine);
    // Three e-mails rendered by Chromium one after another, on a shared machine.
  }, 180_000);

  it("states the deposit due on acceptance in the proposal's e-mail and its PDF", async () => {
    const proposal = await ctx.create(
      owner,
      'proposals',
      proposalPayload({
        status: 'draft',
        language: 'de',
        currency: 'EUR',
        proposalTitle: 'Porträtserie',
        services: [{ description: 'Porträtserie', price: 3980.1, quantity: 1 }],
        deposit: { percent: 30 },
      }),
    );
    const sent = await ctx.graphql<{ sendProposal: { subject: string } }>(
      'mutation($id: ID!) { sendProposal(id: $id) { subject } }',
      { id: proposal.id },
      owner.token,
    );
    expect(sent.errors).toBeUndefined();
    const mail = await mailWith(sent.data!.sendProposal.subject);
    const sentence = 'Bei Annahme ist eine Anzahlung von 30 % (1.194,03 €) fällig.';
    expect(text(mail)).toContain(sentence);
    // The attached PDF states it too, under the total.
    expect(mail.attachments).toHaveLength(1);
    expect(await pdfText(mail)).toMatch(
      /Gesamtbetrag\s*3\.980,10 €\s*Bei Annahme ist eine Anzahlung von 30 % \(1\.194,03 €\) fällig\./,
    );
  });
});
