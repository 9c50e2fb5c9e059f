import {
  ClientLinkMessages,
  DocumentMoneyMessages,
  FieldCode,
  PaymentMessages,
} from '@dealdraft/domain';
import { DataSource } from 'typeorm';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';
import { clientLinkToken, recordPayment } from './support/payments';

/** proposalPayload's total: 1,200.50 + 4 × 350. */
const TOTAL = 2600.5;

/**
 * Deposits: a proposal asks one; the client's acceptance makes the deposit invoice
 * (sent, due today) and the proposal's link pays it; the final invoice made from the proposal
 * deducts what was paid on it, following its payments and refunds.
 */
describe('deposits', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let ip = 0;

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    await ctx.upgrade(owner);
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.app.get(DataSource);
  const http = () => ctx.http();
  const auth = { type: 'bearer' } as const;
  const newProposal = async (deposit: object | null, overrides: Record<string, unknown> = {}) =>
    ctx.create(owner, 'proposals', proposalPayload({ status: 'sent', deposit, ...overrides }));
  const linkOf = (documentId: string, documentKind = 'proposal') =>
    clientLinkToken(ctx, owner, documentId, documentKind);
  const page = async (token: string) =>
    (await http().get(`/api/client/${token}`).expect(200)).body.data;
  const accept = async (token: string) => {
    const from = `198.51.100.${++ip}`;
    const { version } = await page(token);
    await http()
      .post(`/api/client/${token}/accept`)
      .set('x-forwarded-for', from)
      .send({ fullName: 'Hank Scorpio', version })
      .expect(200);
  };
  /** Pays what the link's Pay now opens, through the simulated gateway (no keys here). */
  const payThrough = async (token: string) => {
    const { url } = (await http().post(`/api/client/${token}/pay`).expect(200)).body.data;
    const session = new URL(url).searchParams.get('session');
    const paid = await http().post('/api/payments/simulated/pay').send({ session }).expect(200);
    return paid.body.data.url as string;
  };
  const invoice = async (id: string) =>
    (await http().get(`/api/invoices/${id}`).auth(owner.token, auth).expect(200)).body.data;
  const setInvoiceOnAccept = (on: boolean) =>
    ctx.graphql(
      'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { id } }',
      { input: { name: "Ada's workspace", invoiceOnAccept: on } },
      owner.token,
    );

  it('keeps a deposit as a percent or an amount, checked against the total', async () => {
    const percent = await newProposal({ percent: 30 });
    expect(percent).toMatchObject({
      deposit: { percent: 30, amount: null },
      depositAmount: 780.15,
    });
    const amount = await newProposal({ amount: 500 });
    expect(amount).toMatchObject({ deposit: { percent: null, amount: 500 }, depositAmount: 500 });

    // Each refusal names its field in the message, and gives it with a code in data.errors.
    const refused = async (deposit: object, field: string, code: string, message: string) => {
      const response = await http()
        .post('/api/proposals')
        .auth(owner.token, auth)
        .send(proposalPayload({ deposit }))
        .expect(400);
      expect(response.body).toEqual({
        status: 'error',
        message: `${field}: ${message}`,
        data: { errors: [{ field, code, message }] },
      });
    };
    const M = DocumentMoneyMessages;
    await refused(
      { amount: 2600.51 },
      'deposit',
      FieldCode.DepositOverTotal,
      PaymentMessages.depositTooLarge,
    );
    await refused(
      { amount: 1.005 },
      'deposit',
      FieldCode.TooManyDecimals,
      'Use at most 2 decimal places',
    );
    await refused(
      { percent: 30, amount: 5 },
      'deposit',
      FieldCode.PercentOrAmount,
      M.discountOneOf,
    );
    await refused({ percent: 150 }, 'deposit.percent', 'DISCOUNT_PERCENT', M.discountPercent);

    // A full update that leaves the deposit out keeps it; null removes it.
    await http()
      .put(`/api/proposals/${percent.id}`)
      .auth(owner.token, auth)
      .send(proposalPayload({ proposalTitle: 'Renamed' }))
      .expect(200);
    const { data } = await ctx.graphql<{
      proposal: { deposit: object | null; depositAmount: number };
    }>(
      'query($id: ID!) { proposal(id: $id) { deposit { percent amount } depositAmount } }',
      { id: percent.id },
      owner.token,
    );
    expect(data!.proposal).toEqual({
      deposit: { percent: 30, amount: null },
      depositAmount: 780.15,
    });
    await http()
      .put(`/api/proposals/${percent.id}`)
      .auth(owner.token, auth)
      .send(proposalPayload({ deposit: null }))
      .expect(200);
    const after = await ctx.graphql<{ proposal: { deposit: object | null } }>(
      'query($id: ID!) { proposal(id: $id) { deposit { percent } } }',
      { id: percent.id },
      owner.token,
    );
    expect(after.data!.proposal.deposit).toBeNull();
  });

  it('tells the client before they accept, then makes the deposit invoice once', async () => {
    const proposal = await newProposal({ percent: 30 });
    const token = await linkOf(proposal.id);
    expect((await page(token)).deposit).toEqual({
      share: '30%',
      amount: 780.15,
      invoiceNumber: null,
      paid: false,
      canPayOnline: false,
      simulated: false,
    });
    await accept(token);
    await accept(token); // the same answer again: nothing more is made
    const rows = await db().query(
      `SELECT id, status, total_minor::text AS total, due_date::text AS due, line_items, notes,
              proposal_id, proposal_number, client_email
         FROM invoices WHERE deposit_for_proposal_id = $1`,
      [proposal.id],
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      status: 'sent',
      total: '78015',
      due: new Date().toISOString().slice(0, 10),
      proposal_id: null,
      proposal_number: proposal.proposalNumber,
      client_email: proposal.clientEmail,
    });
    expect(row.line_items).toEqual([
      {
        description: `Deposit (30%) on proposal ${proposal.proposalNumber}: ${proposal.proposalTitle}`,
        extraDetails: null,
        unitPriceMinor: 78015,
        quantity: 1,
      },
    ]);
    expect(row.notes).toBe(
      `Deposit on proposal ${proposal.proposalNumber} (total $2,600.50). It is deducted from the final invoice.`,
    );
    expect((await page(token)).deposit).toMatchObject({
      invoiceNumber: expect.stringMatching(/^INV-/),
      paid: false,
      canPayOnline: true,
      simulated: true,
    });
  });

  it('makes the deposit an advance payment with its VAT: one line per rate, tax inside', async () => {
    const rate = async (name: string, percent: number) =>
      (
        await http()
          .post('/api/tax-rates')
          .auth(owner.token, auth)
          .send({ name, percent })
          .expect(201)
      ).body.data.id as string;
    const [vat19, vat7] = [await rate('VAT 19%', 19), await rate('VAT 7%', 7)];
    // 1,200.50 at 19% (228.10 VAT) and 4 × 350.00 at 7% (98.00 VAT): 2,926.60; 30% is 877.98.
    const proposal = await newProposal(
      { percent: 30 },
      {
        services: [
          { description: 'Discovery workshop', price: 1200.5, quantity: 1, taxRateIds: [vat19] },
          { description: 'Page templates', price: 350, quantity: 4, taxRateIds: [vat7] },
        ],
      },
    );
    await accept(await linkOf(proposal.id));
    const [row] = await db().query(
      `SELECT line_items, prices_include_tax, tax_summary, tax_minor::text AS tax,
              subtotal_minor::text AS subtotal, total_minor::text AS total
         FROM invoices WHERE deposit_for_proposal_id = $1`,
      [proposal.id],
    );
    const description = `Deposit (30%) on proposal ${proposal.proposalNumber}: ${proposal.proposalTitle}`;
    // The groups' gross, 1,428.60 and 1,498.00, share 877.98 exactly: 428.58 and 449.40.
    expect(row.line_items).toEqual([
      { description, extraDetails: null, unitPriceMinor: 42858, quantity: 1, taxIds: [vat19] },
      { description, extraDetails: null, unitPriceMinor: 44940, quantity: 1, taxIds: [vat7] },
    ]);
    // 428.58 × 19/119 = 68.43 (base 360.15); 449.40 × 7/107 = 29.40 (base 420.00).
    expect(row).toMatchObject({
      prices_include_tax: true,
      tax_summary: [
        { id: vat19, name: 'VAT 19%', rate: 19000, base: 36015, tax: 6843 },
        { id: vat7, name: 'VAT 7%', rate: 7000, base: 42000, tax: 2940 },
      ],
      tax: '9783',
      subtotal: '87798',
      total: '87798',
    });
  });

  it('the proposal’s link pays the deposit; the final invoice deducts it, and follows refunds', async () => {
    await setInvoiceOnAccept(true);
    try {
      const proposal = await newProposal({ amount: 600 });
      const token = await linkOf(proposal.id);
      await accept(token);
      const [{ id: depositId }] = await db().query(
        'SELECT id FROM invoices WHERE deposit_for_proposal_id = $1',
        [proposal.id],
      );
      const [{ id: finalId }] = await db().query('SELECT id FROM invoices WHERE proposal_id = $1', [
        proposal.id,
      ]);
      // The final invoice (made on acceptance, a draft) names the deposit; nothing paid yet.
      expect(await invoice(finalId)).toMatchObject({
        status: 'draft',
        depositInvoiceId: depositId,
        depositDeducted: 0,
        balanceDue: TOTAL,
      });

      // Paying from the proposal's link pays the deposit invoice and returns to its page.
      const back = await payThrough(token);
      expect(back).toMatch(/\/c\/[\w-]+\?payment=success$/);
      expect(await invoice(depositId)).toMatchObject({ status: 'paid', amountPaid: 600 });
      expect((await page(token)).deposit).toMatchObject({ paid: true, canPayOnline: false });
      expect(await invoice(finalId)).toMatchObject({
        status: 'draft',
        depositDeducted: 600,
        amountCredited: 0,
        balanceDue: 2000.5,
      });

      // Sent, the final invoice asks the rest; part of it paid reads partially paid.
      const sent = await http()
        .put(`/api/invoices/${finalId}`)
        .auth(owner.token, auth)
        .send({ ...(await invoicePayloadOf(finalId)), status: 'sent' })
        .expect(200);
      expect(sent.body.data).toMatchObject({ status: 'partially_paid', balanceDue: 2000.5 });
      const over = await recordPayment(ctx, owner, finalId, { amount: 2000.51 }).expect(400);
      expect(over.body.message).toBe(`amount: ${PaymentMessages.overpayment('$2,000.50')}`);

      // A refund of the deposit gives the final invoice that much back to ask.
      const [payment] = (
        await http().get(`/api/invoices/${depositId}/payments`).auth(owner.token, auth).expect(200)
      ).body.data;
      await http()
        .post(`/api/invoices/${depositId}/payments/${payment.id}/refund`)
        .auth(owner.token, auth)
        .send({ amount: 100 })
        .expect(201);
      expect(await invoice(finalId)).toMatchObject({ depositDeducted: 500, balanceDue: 2100.5 });
      await recordPayment(ctx, owner, finalId, { amount: 2100.5 }).expect(201);
      expect(await invoice(finalId)).toMatchObject({ status: 'paid', balanceDue: 0 });
      const [{ credited, deposit }] = await db().query(
        'SELECT credited_minor::text AS credited, deposit_minor::text AS deposit FROM invoices WHERE id = $1',
        [finalId],
      );
      expect({ credited, deposit }).toEqual({ credited: '50000', deposit: '50000' });
    } finally {
      await setInvoiceOnAccept(false);
    }
  });

  it('a final invoice made later deducts the deposit already paid', async () => {
    const proposal = await newProposal({ percent: 50 });
    const token = await linkOf(proposal.id);
    await accept(token);
    await payThrough(token);
    const made = await http()
      .post(`/api/proposals/${proposal.id}/invoice`)
      .auth(owner.token, auth)
      .expect(201);
    expect(made.body.data).toMatchObject({ depositDeducted: 1300.25, balanceDue: 1300.25 });
  });

  it('pays only a proposal with a deposit invoice, and proposals without a deposit say nothing', async () => {
    const plain = await newProposal(null);
    const token = await linkOf(plain.id);
    expect((await page(token)).deposit).toBeNull();
    await accept(token);
    const refused = await http().post(`/api/client/${token}/pay`).expect(400);
    expect(refused.body.message).toBe(ClientLinkMessages.notAnInvoice);
    expect(
      await db().query('SELECT 1 FROM invoices WHERE deposit_for_proposal_id = $1', [plain.id]),
    ).toEqual([]);
  });

  /** The invoice's own fields as a full update payload (what the form would send). */
  async function invoicePayloadOf(id: string) {
    const stored = await invoice(id);
    return invoicePayload({
      businessName: stored.businessName,
      businessEmail: stored.businessEmail,
      businessAddress: stored.businessAddress,
      businessPhone: stored.businessPhone,
      businessNumber: stored.businessNumber,
      clientName: stored.clientName,
      clientEmail: stored.clientEmail,
      clientAddress: stored.clientAddress || 'Somewhere',
      clientPhone: null,
      invoiceDate: stored.invoiceDate,
      dueDate: null,
      paymentTerms: stored.paymentTerms,
      notes: stored.notes,
      lineItems: stored.lineItems.map(
        (line: { description: string; rate: number; quantity: number }) => ({
          description: line.description,
          rate: line.rate,
          quantity: line.quantity,
        }),
      ),
    });
  }
});
