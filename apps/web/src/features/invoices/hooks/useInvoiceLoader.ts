import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { InvoiceDocument } from '@/generated/graphql';
import type { Invoice } from './useInvoices';

/** Loads one invoice by id (undefined when it is gone or not the user's), for a link's edit form. */
export function useInvoiceLoader(): (id: string) => Promise<Invoice | undefined> {
  const client = useApolloClient();
  return useCallback(
    async (id: string) => {
      const { data } = await client.query({
        query: InvoiceDocument,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      return data?.invoice;
    },
    [client],
  );
}
