import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import { usePdfActions } from '@/features/documents/hooks/usePdfActions';
import { ProposalPdfLinkDocument } from '@/generated/graphql';
import type { Proposal } from './useProposals';

/** Spec §7: saved as {proposalNumber or "proposal"}.pdf. */
export const proposalPdfFilename = ({ proposalNumber }: Pick<Proposal, 'proposalNumber'>) =>
  `${proposalNumber || 'proposal'}.pdf`;

export function useProposalPdf(mode: PdfMode) {
  const [pdfLink] = useMutation(ProposalPdfLinkDocument);
  return usePdfActions<Proposal>({
    mode,
    link: async ({ id }, preview) => {
      const { data } = await pdfLink({ variables: { id, preview } });
      if (!data) throw new Error('pdfLink returned no data');
      return data.pdfLink.url;
    },
    filename: proposalPdfFilename,
    messages: {
      downloaded: DocumentMessages.proposal.pdfDownloaded,
      failed: DocumentMessages.proposal.downloadFailed,
    },
  });
}
