import { useApolloClient } from '@apollo/client/react';
import { DocumentEmailSendDocument } from '@/generated/graphql';

/** Reads the current state of one queued e-mail (of either kind), past the cache. */
export function useEmailSendPoll() {
  const client = useApolloClient();
  return async (id: string) => {
    const { data } = await client.query({
      query: DocumentEmailSendDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('emailSend returned no data');
    return data.emailSend;
  };
}
