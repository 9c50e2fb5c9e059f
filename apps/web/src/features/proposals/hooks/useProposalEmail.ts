import { strings } from '@/strings';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { DocumentMessages, emailBodyLines, emailSubject } from '@dealdraft/domain';
import {
  useEmailActions,
  type EmailDraft,
  type EmailMode,
} from '@/features/documents/hooks/useEmailActions';
import { useEmailSendPoll } from '@/features/documents/hooks/useEmailSendPoll';
import { useDocumentPdfLink } from '@/features/documents/hooks/useDocumentPdfLink';
import { SendProposalDocument, UpdateProposalDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { refreshAfter, refreshNow } from '@/lib/cache-refresh';
import { notify } from '@/lib/toast';
import { proposalUpdateWithStatus } from '../utils/proposal-form';
import { useCustomFields } from '@/features/documents/hooks/useCustomFields';
import { proposalPdfFilename } from './useProposalPdf';
import type { Proposal } from './useProposals';

/** What the e-mail of a proposal says, and to whom (spec §4). */
export function proposalEmailDraft(proposal: Proposal): EmailDraft {
  return {
    noun: strings.proposals.emailNoun,
    recipient: proposal.clientEmail,
    // In the proposal's language, as the client will read it.
    subject: emailSubject(
      'proposal',
      proposal.proposalTitle,
      proposal.proposalNumber,
      proposal.language,
    ),
    body: emailBodyLines({
      kind: 'proposal',
      clientName: proposal.clientName,
      senderName: proposal.companyName,
      title: proposal.proposalTitle,
      number: proposal.proposalNumber,
      language: proposal.language,
    }).join('\n'),
    replyTo: proposal.companyEmail,
    filename: proposalPdfFilename(proposal),
  };
}

export function useProposalEmail(mode: EmailMode, onViewPricing?: () => void) {
  const client = useApolloClient();
  const [sendProposal] = useMutation(SendProposalDocument);
  const pdfLink = useDocumentPdfLink('proposal');
  const poll = useEmailSendPoll();
  const customFields = useCustomFields();
  const [updateProposal] = useMutation(UpdateProposalDocument, refreshAfter('proposals'));

  return useEmailActions<Proposal>({
    mode,
    draft: proposalEmailDraft,
    send: async ({ id }, input) => {
      const { data } = await sendProposal({ variables: { id, input } });
      if (!data) throw new Error('sendProposal returned no data');
      return data.sendProposal;
    },
    poll,
    pdfLink: ({ id }) => pdfLink(id, false),
    markSent: async (proposal) => {
      try {
        await updateProposal({
          variables: {
            id: proposal.id,
            input: proposalUpdateWithStatus(proposal, 'sent', customFields.known),
          },
        });
        return true;
      } catch (error) {
        notify.error(messageOr(error, DocumentMessages.proposal.updateFailed));
        return false;
      }
    },
    refresh: () => refreshNow(client, 'proposals'),
    onViewPricing,
  });
}
