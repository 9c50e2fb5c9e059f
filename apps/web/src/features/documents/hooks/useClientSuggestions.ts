import type { ApolloClient } from '@apollo/client';
import { ClientRules } from '@dealdraft/domain';
import { ClientSuggestionsDocument, type ClientSuggestionsQuery } from '@/generated/graphql';
import { useSuggestions } from './useSuggestions';

export type ClientSuggestion = ClientSuggestionsQuery['clients']['nodes'][number];

async function askClients(client: ApolloClient, search: string): Promise<ClientSuggestion[]> {
  const { data } = await client.query({
    query: ClientSuggestionsDocument,
    variables: { search },
    // Clients change on the clients screen: a cached answer could fill old details.
    fetchPolicy: 'network-only',
  });
  return (data?.clients.nodes ?? []).slice(0, ClientRules.suggestionsMax);
}

/**
 * The workspace's clients (not archived) matching what is typed in a document's client name:
 * name, company or e-mail, accents ignored.
 */
export function useClientSuggestions(term: string | null): ClientSuggestion[] {
  return useSuggestions(term, askClients);
}
