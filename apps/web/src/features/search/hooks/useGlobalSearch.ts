import { useQuery } from '@apollo/client/react';
import {
  SearchInvoicesDocument,
  SearchProposalsDocument,
  type SearchInvoicesQuery,
  type SearchProposalsQuery,
} from '@/generated/graphql';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type ProposalMatch = SearchProposalsQuery['proposals']['nodes'][number];
export type InvoiceMatch = SearchInvoicesQuery['invoices']['nodes'][number];

export type SearchMatch =
  { kind: 'proposal'; record: ProposalMatch } | { kind: 'invoice'; record: InvoiceMatch };

export const MIN_SEARCH_LENGTH = 2;
const MATCHES_PER_KIND = 5;
const DEBOUNCE_MS = 250;

export type GlobalSearch = {
  /** The term the matches are for (typing settles first); '' when too short to search. */
  term: string;
  matches: SearchMatch[];
  loading: boolean;
  failed: boolean;
};

/**
 * The top bar's search: proposals by client or title and invoices by client or number, through
 * the lists' own server-side search, once typing pauses.
 */
export function useGlobalSearch(input: string): GlobalSearch {
  const settled = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const term = settled.length >= MIN_SEARCH_LENGTH ? settled : '';
  const variables = { search: term, first: MATCHES_PER_KIND };
  const options = { variables, skip: term === '', fetchPolicy: 'cache-and-network' } as const;
  const proposals = useQuery(SearchProposalsDocument, options);
  const invoices = useQuery(SearchInvoicesDocument, options);

  if (term === '') return { term, matches: [], loading: false, failed: false };
  const matches: SearchMatch[] = [
    ...(proposals.data?.proposals.nodes ?? []).map((record) => ({
      kind: 'proposal' as const,
      record,
    })),
    ...(invoices.data?.invoices.nodes ?? []).map((record) => ({
      kind: 'invoice' as const,
      record,
    })),
  ];
  return {
    term,
    matches,
    loading: (proposals.loading && !proposals.data) || (invoices.loading && !invoices.data),
    failed: Boolean(proposals.error && invoices.error),
  };
}
