import { useQuery } from '@apollo/client/react';
import { DocumentTaxRatesDocument, type DocumentTaxRatesQuery } from '@/generated/graphql';

export type DocumentTaxRate = DocumentTaxRatesQuery['taxRates'][number];

/** The workspace's tax rates, archived ones included (a document may already have one). */
export function useDocumentTaxRates(): DocumentTaxRate[] {
  const { data } = useQuery(DocumentTaxRatesDocument);
  return data?.taxRates ?? [];
}
