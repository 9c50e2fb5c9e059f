import { getApolloContext } from '@apollo/client/react';
import { ClientRules } from '@dealdraft/domain';
import { useContext, useEffect, useState } from 'react';
import { ClientSuggestionsDocument, type ClientSuggestionsQuery } from '@/generated/graphql';

export type ClientSuggestion = ClientSuggestionsQuery['clients']['nodes'][number];

/** Waits this long after the last keystroke before asking. */
const DELAY_MS = 200;
/** Fewer characters than this suggest nothing (every client would match). */
const MIN_LENGTH = 2;

/**
 * The workspace's clients (not archived) matching what is typed in a document's client name:
 * name, company or e-mail, accents ignored. A form rendered without Apollo (a unit test) gets
 * none.
 */
export function useClientSuggestions(term: string | null): ClientSuggestion[] {
  const { client } = useContext(getApolloContext());
  const [found, setFound] = useState<{ term: string; clients: ClientSuggestion[] } | null>(null);
  const search = term?.trim() ?? '';

  useEffect(() => {
    if (!client || search.length < MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      client
        .query({
          query: ClientSuggestionsDocument,
          variables: { search },
          // Clients change on the clients screen: a cached answer could fill old details.
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (live) {
            const clients = data?.clients.nodes ?? [];
            setFound({ term: search, clients: clients.slice(0, ClientRules.suggestionsMax) });
          }
        })
        // A failed suggestion is no suggestion: the client is still typed by hand.
        .catch(() => live && setFound(null));
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, search]);

  return found && found.term === search && search.length >= MIN_LENGTH ? found.clients : [];
}
