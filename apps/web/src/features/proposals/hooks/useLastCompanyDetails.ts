import { useQuery } from '@apollo/client/react';
import { LatestProposalDocument, type LatestProposalQuery } from '@/generated/graphql';

export type CompanyDetails = Omit<LatestProposalQuery['proposals']['nodes'][number], 'id'>;

/** The sender's details of the newest proposal: a freelancer types them once, not per proposal. */
export function useLastCompanyDetails(): CompanyDetails | undefined {
  const { data } = useQuery(LatestProposalDocument);
  return data?.proposals.nodes[0];
}
