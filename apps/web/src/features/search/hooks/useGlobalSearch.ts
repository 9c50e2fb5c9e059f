import { useQuery } from '@apollo/client/react';
import { SearchDocumentsDocument, type SearchDocumentsQuery } from '@/generated/graphql';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

export type ProposalMatch = SearchDocumentsQuery['search']['proposals'][number];
export type InvoiceMatch = SearchDocumentsQuery['search']['invoices'][number];

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
 * The top bar's search: proposals by client, title or number and invoices by client or number,
 * in one server round trip once typing pauses.
 */
export function useGlobalSearch(input: string): GlobalSearch {
  const settled = useDebouncedValue(input.trim(), DEBOUNCE_MS);
  const term = settled.length >= MIN_SEARCH_LENGTH ? settled : '';
  const { data, loading, error } = useQuery(SearchDocumentsDocument, {
    variables: { term, first: MATCHES_PER_KIND },
    skip: term === '',
    fetchPolicy: 'cache-and-network',
  });

  if (term === '') return { term, matches: [], loading: false, failed: false };
  const matches: SearchMatch[] = [
    ...(data?.search.proposals ?? []).map((record) => ({ kind: 'proposal' as const, record })),
    ...(data?.search.invoices ?? []).map((record) => ({ kind: 'invoice' as const, record })),
  ];
  return { term, matches, loading: loading && !data, failed: Boolean(error) && !data };
}
