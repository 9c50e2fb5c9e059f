import { Copy } from '@dealdraft/domain';
import { DocumentFormDialog } from '@/features/documents/components/DocumentFormDialog';
import type { CompanyDetails } from '../hooks/useLastCompanyDetails';
import type { Proposal } from '../hooks/useProposals';
import type { DraftMode } from './DraftWithAiPanel';
import { ProposalForm } from './ProposalForm';

type ProposalFormDialogProps = {
  open: boolean;
  /** The proposal to edit; none to create one. */
  proposal?: Proposal;
  company?: CompanyDetails;
  draftMode: DraftMode;
  onViewPricing: () => void;
  onClose: () => void;
  /** Why the plan refuses a new one, if it does: the create form says so as it opens. */
  createBlocked?: string | null;
};

export function ProposalFormDialog({
  open,
  proposal,
  company,
  draftMode,
  onViewPricing,
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
        draftMode={draftMode}
        onViewPricing={onViewPricing}
        onDone={onClose}
        blocked={proposal ? null : createBlocked}
      />
    </DocumentFormDialog>
  );
}
