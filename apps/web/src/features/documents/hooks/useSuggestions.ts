import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useContext, useEffect, useState } from 'react';

/** Waits this long after the last keystroke before asking. */
const DELAY_MS = 200;
/** Fewer characters than this suggest nothing (everything would match). */
const MIN_LENGTH = 2;

/**
 * What `ask` finds for the typed term, once the typing pauses; the answer for an older term is
 * never shown. `ask` must be a stable (module-level) function. A form rendered without Apollo
 * (a unit test) gets none, and a failed ask is no suggestion: the field is still typed by hand.
 */
export function useSuggestions<T>(
  term: string | null,
  ask: (client: ApolloClient, search: string) => Promise<T[]>,
): T[] {
  const { client } = useContext(getApolloContext());
  const [found, setFound] = useState<{ term: string; items: T[] } | null>(null);
  const search = term?.trim() ?? '';

  useEffect(() => {
    if (!client || search.length < MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      ask(client, search)
        .then((items) => live && setFound({ term: search, items }))
        .catch(() => live && setFound(null));
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, search, ask]);

  return found && found.term === search && search.length >= MIN_LENGTH ? found.items : [];
}
