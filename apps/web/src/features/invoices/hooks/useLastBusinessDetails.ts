import { useQuery } from '@apollo/client/react';
import { LatestInvoiceDocument, type LatestInvoiceQuery } from '@/generated/graphql';

export type BusinessDetails = Omit<LatestInvoiceQuery['invoices']['nodes'][number], 'id'>;

/** The business details of the newest invoice: a freelancer types them once, not per invoice. */
export function useLastBusinessDetails(): BusinessDetails | undefined {
  const { data } = useQuery(LatestInvoiceDocument);
  return data?.invoices.nodes[0];
}
