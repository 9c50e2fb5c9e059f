import { useQuery } from '@apollo/client/react';
import { RecurringTemplateInvoicesDocument } from '@/generated/graphql';

/** The workspace's newest invoices (100), to pick a schedule's template from. */
export function useTemplateInvoices(skip: boolean) {
  const { data, loading } = useQuery(RecurringTemplateInvoicesDocument, { skip });
  return { invoices: data?.invoices.nodes ?? [], loading };
}
