import { DocumentMessages } from '@dealdraft/domain';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import { useDocumentPdfLink } from '@/features/documents/hooks/useDocumentPdfLink';
import { usePdfActions } from '@/features/documents/hooks/usePdfActions';
import type { Proposal } from './useProposals';

/** Spec §7: saved as {proposalNumber or "proposal"}.pdf. */
export const proposalPdfFilename = ({ proposalNumber }: Pick<Proposal, 'proposalNumber'>) =>
  `${proposalNumber || 'proposal'}.pdf`;

export function useProposalPdf(mode: PdfMode) {
  const pdfLink = useDocumentPdfLink('proposal');
  return usePdfActions<Proposal>({
    mode,
    link: ({ id }, preview) => pdfLink(id, preview),
    filename: proposalPdfFilename,
    messages: {
      downloaded: DocumentMessages.proposal.pdfDownloaded,
      failed: DocumentMessages.proposal.downloadFailed,
    },
  });
}
