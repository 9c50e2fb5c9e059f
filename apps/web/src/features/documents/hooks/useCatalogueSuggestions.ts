import type { ApolloClient } from '@apollo/client';
import { CatalogueRules } from '@dealdraft/domain';
import { CatalogueSuggestionsDocument, type CatalogueSuggestionsQuery } from '@/generated/graphql';
import { useSuggestions } from './useSuggestions';

export type CatalogueSuggestion = CatalogueSuggestionsQuery['catalogueItems']['nodes'][number];

async function askCatalogue(client: ApolloClient, search: string): Promise<CatalogueSuggestion[]> {
  const { data } = await client.query({
    query: CatalogueSuggestionsDocument,
    variables: { search },
    // Items change on the catalogue screen: a cached answer could suggest an old price.
    fetchPolicy: 'network-only',
  });
  return (data?.catalogueItems.nodes ?? []).slice(0, CatalogueRules.suggestionsMax);
}

/** Catalogue items (not archived) matching what is typed in a line's description. */
export function useCatalogueSuggestions(term: string | null): CatalogueSuggestion[] {
  return useSuggestions(term, askCatalogue);
}
