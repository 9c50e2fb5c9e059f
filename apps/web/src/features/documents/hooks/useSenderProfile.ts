import { useQuery } from '@apollo/client/react';
import { SenderProfileDocument, type SenderProfileQuery } from '@/generated/graphql';

export type SenderProfile = SenderProfileQuery['workspace'];

/**
 * The workspace's business profile (Workspace settings), which new documents' sender fields
 * and payment terms start from: typed once for the business, not per document or per person.
 */
export function useSenderProfile(): SenderProfile | undefined {
  const { data } = useQuery(SenderProfileDocument);
  return data?.workspace;
}
