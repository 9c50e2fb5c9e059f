import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import { useNavigate } from 'react-router';
import type { RowFollowUp } from '@/features/documents/components/DocumentRowActions';
import { useDuplicateAction } from '@/features/documents/hooks/useDuplicateAction';
import { EDIT_PARAM } from '@/features/documents/hooks/useEditFromLink';
import { CreateInvoiceFromProposalDocument } from '@/generated/graphql';
import { refreshAfter } from '@/lib/cache-refresh';
import { strings } from '@/strings';

const C = DocumentMessages.conversion;
const t = strings.proposals.followUp;

type ProposalRow = {
  id: string;
  status: string;
  invoiceId?: string | null;
  invoiceNumber?: string | null;
};

/**
 * Where an accepted proposal leads: "Create invoice" makes its draft invoice (or finds the one
 * it has) and opens it on the invoices screen; once made, "View invoice INV-…" opens it.
 */
export function useProposalInvoice(): (proposal: ProposalRow) => RowFollowUp | null {
  const navigate = useNavigate();
  const [mutate] = useMutation(
    CreateInvoiceFromProposalDocument,
    refreshAfter('proposals', 'invoices', 'profile'),
  );
  const openInvoice = (id: string) => void navigate(`/invoices?${EDIT_PARAM}=${id}`);
  // Busy per row, with the success and failure toasts, like Duplicate.
  const create = useDuplicateAction(
    async (proposalId) => {
      const result = await mutate({ variables: { proposalId } });
      const invoice = result.data?.createInvoiceFromProposal;
      if (invoice) openInvoice(invoice.id);
      return result;
    },
    { success: C.invoiced, failure: C.failed },
  );

  return (proposal) => {
    if (proposal.invoiceId)
      return {
        label: t.viewInvoice(proposal.invoiceNumber ?? ''),
        onClick: () => openInvoice(proposal.invoiceId!),
      };
    if (proposal.status !== 'accepted') return null;
    return {
      label: t.createInvoice,
      busy: create.busyId === proposal.id,
      onClick: () => void create.run(proposal),
    };
  };
}
