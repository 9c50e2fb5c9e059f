import { invoicePayload } from './factories/invoice';
import { proposalPayload } from './factories/proposal';
import { SignedUpUser, TestApp, bootApp } from './support/app';

const SEARCH = `query Search($term: String!, $first: Int) {
  search(term: $term, first: $first) {
    proposals { id proposalNumber proposalTitle clientName }
    invoices { id invoiceNumber clientName }
  }
}`;

type Results = {
  proposals: { id: string; proposalNumber: string }[];
  invoices: { id: string; invoiceNumber: string }[];
};

describe('top-bar search (GraphQL search)', () => {
  let ctx: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  // Unique per run, so other files' rows in the shared database never match.
  const stamp = `${process.pid}${Date.now()}`;
  const ids = { proposal: '', otherProposal: '', invoice: '' };

  beforeAll(async () => {
    ctx = await bootApp();
    owner = await ctx.newUser();
    other = await ctx.newUser();
    ids.proposal = await create(
      owner,
      'proposals',
      proposalPayload({
        proposalNumber: `PROP-${stamp}`,
        proposalTitle: 'Brand refresh',
        clientName: 'Acme Rockets',
      }),
    );
    ids.invoice = await create(
      owner,
      'invoices',
      invoicePayload({
        invoiceNumber: `INV-${stamp}`,
        clientName: 'Acme Rockets',
      }),
    );
    ids.otherProposal = await create(
      other,
      'proposals',
      proposalPayload({
        proposalNumber: `PROP-${stamp}-OTHER`,
        clientName: 'Acme Rockets',
      }),
    );
  });
  afterAll(() => ctx.close());

  async function create(
    user: SignedUpUser,
    kind: 'proposals' | 'invoices',
    payload: object,
  ): Promise<string> {
    const data = await ctx.create(user, kind, payload);
    return data.id ?? data._id;
  }

  async function search(user: SignedUpUser, term: string, first?: number): Promise<Results> {
    const { data, errors } = await ctx.graphql<{ search: Results }>(
      SEARCH,
      { term, first },
      user.token,
    );
    expect(errors).toBeUndefined();
    return data!.search;
  }

  it('finds a proposal by the number printed on it, which the list search box does not', async () => {
    const found = await search(owner, `prop-${stamp}`);
    expect(found.proposals.map((p) => p.id)).toEqual([ids.proposal]);
    expect(found.invoices).toEqual([]);

    const { data } = await ctx.graphql<{ proposals: { nodes: unknown[] } }>(
      `query($s: String) { proposals(search: $s) { nodes { id } } }`,
      { s: `PROP-${stamp}` },
      owner.token,
    );
    expect(data!.proposals.nodes).toEqual([]);
  });

  it("finds an invoice by number and both kinds by client, only among the user's own", async () => {
    expect((await search(owner, `inv-${stamp}`)).invoices.map((i) => i.id)).toEqual([ids.invoice]);

    const byClient = await search(owner, 'acme rock');
    expect(byClient.proposals.map((p) => p.id)).toContain(ids.proposal);
    expect(byClient.proposals.map((p) => p.id)).not.toContain(ids.otherProposal);
    expect(byClient.invoices.map((i) => i.id)).toContain(ids.invoice);

    const theirs = await search(other, `PROP-${stamp}`);
    expect(theirs.proposals.map((p) => p.id)).toEqual([ids.otherProposal]);
    expect(theirs.invoices).toEqual([]);
  });

  it('treats % and _ literally and caps the matches per kind', async () => {
    expect(await search(owner, '%')).toEqual({ proposals: [], invoices: [] });
    expect((await search(owner, 'Acme', 1)).proposals).toHaveLength(1);
  });

  it('refuses an empty term, too many matches and anonymous callers', async () => {
    const empty = await ctx.graphql(SEARCH, { term: '' }, owner.token);
    expect(empty.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    const tooMany = await ctx.graphql(SEARCH, { term: 'acme', first: 21 }, owner.token);
    expect(tooMany.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
    const anonymous = await ctx.graphql(SEARCH, { term: 'acme' });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
