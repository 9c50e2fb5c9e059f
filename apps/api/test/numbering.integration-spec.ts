import { NumberingMessages, todayIso } from '@dealdraft/domain';
import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const YEAR = todayIso().slice(0, 4);

/**
 * Number patterns: the spec's PROP-/INV-{timestamp} until a pattern is set; then
 * numbers by the pattern, allocated with the insert, consecutive under concurrency and with no
 * gap left by a refused create.
 */
describe('document numbering', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await bootApp({ CREATES_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx.close());

  const newOwner = async () => {
    const user = await ctx.newUser();
    await ctx.upgrade(user);
    return user;
  };
  const setPatterns = (user: SignedUpUser, patterns: object) =>
    ctx
      .http()
      .put('/api/workspace')
      .auth(user.token, { type: 'bearer' })
      .send({ name: 'Numbered Studio', ...patterns });
  const invoice = (user: SignedUpUser, overrides: Record<string, unknown> = {}) =>
    ctx
      .http()
      .post('/api/invoices')
      .auth(user.token, { type: 'bearer' })
      .send(invoicePayload(overrides));

  it("keeps the spec's PROP-/INV-{timestamp} while no pattern is set", async () => {
    const user = await newOwner();
    const proposal = await ctx.create(user, 'proposals', {
      ...proposalPayload(),
      proposalNumber: undefined,
    });
    expect(proposal.proposalNumber).toMatch(/^PROP-\d{13}$/);
    const sent = await ctx.create(user, 'invoices', invoicePayload({ invoiceNumber: 'INV-42' }));
    expect(sent.invoiceNumber).toBe('INV-42');
  });

  it('refuses a pattern that could repeat or holds unknown parts, naming the field', async () => {
    const user = await newOwner();
    const cases: [object, string][] = [
      [
        { invoiceNumberPattern: 'INV-{YYYY}' },
        `invoiceNumberPattern: ${NumberingMessages.noSequence}`,
      ],
      [
        { proposalNumberPattern: 'P-{SEQ}-{WHO}' },
        `proposalNumberPattern: ${NumberingMessages.unknownToken('{WHO}')}`,
      ],
      [
        { invoiceNumberPattern: 'INV-{MM}-{SEQ}' },
        `invoiceNumberPattern: ${NumberingMessages.monthWithoutYear}`,
      ],
      [
        { invoiceNumberPattern: 'INV<{SEQ}>' },
        `invoiceNumberPattern: ${NumberingMessages.badText}`,
      ],
      [
        { invoiceNumberPattern: 'INV-{SEQ:11}' },
        `invoiceNumberPattern: ${NumberingMessages.seqWidth}`,
      ],
    ];
    for (const [patterns, message] of cases) {
      const response = await setPatterns(user, patterns).expect(400);
      expect(response.body.message).toBe(message);
    }
    const saved = await setPatterns(user, { invoiceNumberPattern: ' INV-{YYYY}-{SEQ:4} ' }).expect(
      200,
    );
    expect(saved.body.data).toMatchObject({
      invoiceNumberPattern: 'INV-{YYYY}-{SEQ:4}',
      proposalNumberPattern: null,
    });
    // Left out, a pattern keeps its value; sent empty, it goes back to the default.
    const kept = await setPatterns(user, {}).expect(200);
    expect(kept.body.data.invoiceNumberPattern).toBe('INV-{YYYY}-{SEQ:4}');
    const cleared = await setPatterns(user, { invoiceNumberPattern: '' }).expect(200);
    expect(cleared.body.data.invoiceNumberPattern).toBeNull();
  });

  it('gives 50 concurrent creates 50 consecutive numbers', async () => {
    const user = await newOwner();
    await setPatterns(user, { invoiceNumberPattern: 'INV-{YYYY}-{SEQ:4}' }).expect(200);
    const responses = await Promise.all(Array.from({ length: 50 }, () => invoice(user)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => r.body.data.invoiceNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, i) => `INV-${YEAR}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('leaves no gap when a create is refused after its number was drawn', async () => {
    const user = await newOwner();
    const stranger = await newOwner();
    const foreignClient = await ctx.create(stranger, 'clients', { name: 'Not yours' });
    await setPatterns(user, { invoiceNumberPattern: 'F{YY}/{SEQ:3}' }).expect(200);
    expect((await invoice(user).expect(201)).body.data.invoiceNumber).toBe(`F${YEAR.slice(2)}/001`);
    // The client is checked inside the create's transaction, after the number is drawn.
    await invoice(user, { clientId: foreignClient.id }).expect(404);
    expect((await invoice(user).expect(201)).body.data.invoiceNumber).toBe(`F${YEAR.slice(2)}/002`);
  });

  it('skips numbers already taken by hand, keeps a number on edit, and numbers duplicates', async () => {
    const user = await newOwner();
    const typed = await ctx.create(
      user,
      'invoices',
      invoicePayload({ invoiceNumber: `Q-${YEAR}-2` }),
    );
    await setPatterns(user, { invoiceNumberPattern: 'Q-{YYYY}-{SEQ}' }).expect(200);
    const first = (await invoice(user).expect(201)).body.data;
    const second = (await invoice(user).expect(201)).body.data;
    expect([first.invoiceNumber, second.invoiceNumber]).toEqual([`Q-${YEAR}-1`, `Q-${YEAR}-3`]);

    const edited = await ctx
      .http()
      .put(`/api/invoices/${first.id}`)
      .auth(user.token, { type: 'bearer' })
      .send(invoicePayload({ invoiceNumber: 'HACKED-1', notes: 'Edited' }))
      .expect(200);
    expect(edited.body.data).toMatchObject({ invoiceNumber: `Q-${YEAR}-1`, notes: 'Edited' });

    const copy = await ctx
      .http()
      .post(`/api/invoices/${typed.id}/duplicate`)
      .auth(user.token, { type: 'bearer' })
      .expect(201);
    expect(copy.body.data.invoiceNumber).toBe(`Q-${YEAR}-4`);
  });

  it('numbers proposals by their own pattern, restarting each month the pattern shows', async () => {
    const user = await newOwner();
    const response = await ctx.graphql<{
      updateWorkspace: { proposalNumberPattern: string };
    }>(
      'mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { proposalNumberPattern } }',
      { input: { name: 'Studio', proposalNumberPattern: 'P{YY}{MM}-{SEQ:2}' } },
      user.token,
    );
    expect(response.data!.updateWorkspace.proposalNumberPattern).toBe('P{YY}{MM}-{SEQ:2}');
    const today = todayIso();
    const prefix = `P${today.slice(2, 4)}${today.slice(5, 7)}`;
    const a = await ctx.create(user, 'proposals', proposalPayload());
    const b = await ctx.create(user, 'proposals', proposalPayload());
    expect([a.proposalNumber, b.proposalNumber]).toEqual([`${prefix}-01`, `${prefix}-02`]);
    // Invoices are not numbered by the proposal pattern.
    const inv = await ctx.create(user, 'invoices', invoicePayload({ invoiceNumber: 'INV-9' }));
    expect(inv.invoiceNumber).toBe('INV-9');
  });
});
