import { Copy } from '@dealdraft/domain';
import { DocumentFormDialog } from '@/components/documents/DocumentFormDialog';
import type { CompanyDetails } from '../hooks/useLastCompanyDetails';
import type { Proposal } from '../hooks/useProposals';
import { ProposalForm } from './ProposalForm';

type ProposalFormDialogProps = {
  open: boolean;
  /** The proposal to edit; none to create one. */
  proposal?: Proposal;
  company?: CompanyDetails;
  onClose: () => void;
  /** Why the plan refuses a new one, if it does: the create form says so as it opens. */
  createBlocked?: string | null;
};

export function ProposalFormDialog({
  open,
  proposal,
  company,
  onClose,
  createBlocked,
}: ProposalFormDialogProps) {
  return (
    <DocumentFormDialog
      open={open}
      onClose={onClose}
      title={proposal ? Copy.proposals.editTitle : Copy.proposals.createTitle}
    >
      <ProposalForm
        proposal={proposal}
        company={company}
        onDone={onClose}
        blocked={proposal ? null : createBlocked}
      />
    </DocumentFormDialog>
  );
}
