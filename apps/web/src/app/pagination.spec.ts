import { InMemoryCache } from '@apollo/client';
import { ProposalsDocument, type ProposalsQuery } from '@/generated/graphql';
import { nodesPagination } from './pagination';

type Node = ProposalsQuery['proposals']['nodes'][number];

const node = (id: string) => ({ __typename: 'Proposal', id }) as Node;

function page(ids: string[], hasNextPage: boolean): ProposalsQuery {
  return {
    proposals: {
      __typename: 'ProposalConnection',
      nodes: ids.map(node),
      totalCount: 3,
      pageInfo: { __typename: 'PageInfo', endCursor: ids.at(-1) ?? null, hasNextPage },
    },
  };
}

function cache() {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { proposals: nodesPagination(['search', 'status', 'first']) } },
    },
  });
}

// Only the ids matter here; reading whole nodes would need every field of the fragment.
const idsIn = (c: InMemoryCache, keyArgs: object) =>
  (c.extract().ROOT_QUERY as Record<string, { nodes: { __ref: string }[] } | undefined>)[
    `proposals:${JSON.stringify(keyArgs)}`
  ]?.nodes.map((ref) => ref.__ref);

describe('nodesPagination', () => {
  it('appends a page fetched with `after` and keeps the newest pageInfo', () => {
    const c = cache();
    c.writeQuery({
      query: ProposalsDocument,
      variables: { first: 2 },
      data: page(['a', 'b'], true),
    });
    c.writeQuery({
      query: ProposalsDocument,
      variables: { first: 2, after: 'b' },
      data: page(['c'], false),
    });

    expect(idsIn(c, { first: 2 })).toEqual(['Proposal:a', 'Proposal:b', 'Proposal:c']);
  });

  it('replaces the list when it is fetched from the start again', () => {
    const c = cache();
    c.writeQuery({
      query: ProposalsDocument,
      variables: { first: 2 },
      data: page(['a', 'b'], true),
    });
    c.writeQuery({ query: ProposalsDocument, variables: { first: 2 }, data: page(['c'], false) });

    expect(idsIn(c, { first: 2 })).toEqual(['Proposal:c']);
  });

  it('keeps each search and page size apart', () => {
    const c = cache();
    c.writeQuery({ query: ProposalsDocument, variables: { first: 2 }, data: page(['a'], false) });
    c.writeQuery({
      query: ProposalsDocument,
      variables: { first: 2, search: 'acme' },
      data: page(['b'], false),
    });
    c.writeQuery({ query: ProposalsDocument, variables: { first: 1 }, data: page(['c'], false) });

    expect(idsIn(c, { first: 2 })).toEqual(['Proposal:a']);
    expect(idsIn(c, { search: 'acme', first: 2 })).toEqual(['Proposal:b']);
    expect(idsIn(c, { first: 1 })).toEqual(['Proposal:c']);
  });
});
