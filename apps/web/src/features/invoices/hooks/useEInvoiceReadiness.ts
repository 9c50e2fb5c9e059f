import { useQuery } from '@apollo/client/react';
import type { EInvoiceReadiness } from '@/features/documents/utils/e-invoice-fixes';
import { InvoiceEInvoiceReadinessDocument } from '@/generated/graphql';

export type EInvoiceReadinessState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; readiness: EInvoiceReadiness };

/**
 * What a saved invoice still lacks for its e-invoice. Asked of the server each time the form
 * opens: the fixes are made on other screens (workspace, client, tax rates) and by saving.
 */
export function useEInvoiceReadiness(invoiceId: string | undefined): EInvoiceReadinessState {
  const { data, error } = useQuery(InvoiceEInvoiceReadinessDocument, {
    variables: { id: invoiceId ?? '' },
    skip: !invoiceId,
    fetchPolicy: 'network-only',
  });
  if (data) return { status: 'ready', readiness: data.invoiceEInvoiceReadiness };
  if (error) return { status: 'error' };
  return { status: 'loading' };
}
