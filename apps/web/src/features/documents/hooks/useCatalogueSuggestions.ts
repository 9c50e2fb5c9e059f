import { getApolloContext } from '@apollo/client/react';
import { CatalogueRules } from '@dealdraft/domain';
import { useContext, useEffect, useState } from 'react';
import { CatalogueSuggestionsDocument, type CatalogueSuggestionsQuery } from '@/generated/graphql';

export type CatalogueSuggestion = CatalogueSuggestionsQuery['catalogueItems']['nodes'][number];

/** Waits this long after the last keystroke before asking. */
const DELAY_MS = 200;
/** Fewer characters than this suggest nothing (every item would match). */
const MIN_LENGTH = 2;

/**
 * Catalogue items (not archived) matching what is typed in a line's description, at most
 * CatalogueRules.suggestionsMax. A form rendered without Apollo (a unit test) gets none.
 */
export function useCatalogueSuggestions(term: string | null): CatalogueSuggestion[] {
  const { client } = useContext(getApolloContext());
  const [found, setFound] = useState<{ term: string; items: CatalogueSuggestion[] } | null>(null);
  const search = term?.trim() ?? '';

  useEffect(() => {
    if (!client || search.length < MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      client
        .query({
          query: CatalogueSuggestionsDocument,
          variables: { search },
          // Items change on the catalogue screen: a cached answer could suggest an old price.
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (live) {
            const items = data?.catalogueItems.nodes ?? [];
            setFound({ term: search, items: items.slice(0, CatalogueRules.suggestionsMax) });
          }
        })
        // A failed suggestion is no suggestion: the line is still typed by hand.
        .catch(() => live && setFound(null));
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, search]);

  return found && found.term === search && search.length >= MIN_LENGTH ? found.items : [];
}
