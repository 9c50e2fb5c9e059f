import { Copy, DocumentMessages } from '@dealdraft/domain';
import { DocumentFormDialog } from '@/features/documents/components/DocumentFormDialog';
import { Button } from '@/components/ui/Button';
import { strings } from '@/strings';
import type { CompanyDetails } from '../hooks/useCompanyDetails';
import type { Proposal } from '../hooks/useProposals';
import type { DraftMode } from './DraftWithAiPanel';
import { ProposalForm } from './ProposalForm';

type ProposalFormDialogProps = {
  open: boolean;
  /** The proposal to edit; none to create one. */
  proposal?: Proposal;
  company?: CompanyDetails;
  draftMode: DraftMode;
  onViewPricing?: () => void;
  onClose: () => void;
  /** Why the plan refuses a new one, if it does: the create form says so as it opens. */
  createBlocked?: string | null;
  /** Copies the proposal as a new draft: offered when an answered one cannot be edited. */
  onDuplicate?: (proposal: Proposal) => void;
  duplicateBusy?: boolean;
};

/**
 * An answered proposal is binding (the api refuses its edit with 409): the edit form says so,
 * and what to do instead, as it opens, rather than after the user has changed it.
 */
function answeredNotice(proposal: Proposal): string | null {
  if (proposal.status === 'accepted') return DocumentMessages.proposal.acceptedIsFinal;
  if (proposal.status === 'rejected') return DocumentMessages.proposal.declinedIsFinal;
  return null;
}

export function ProposalFormDialog({
  open,
  proposal,
  company,
  draftMode,
  onViewPricing,
  onClose,
  createBlocked,
  onDuplicate,
  duplicateBusy = false,
}: ProposalFormDialogProps) {
  const answered = proposal ? answeredNotice(proposal) : null;
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
        blocked={proposal ? answered : createBlocked}
        blockedAction={
          proposal &&
          answered &&
          onDuplicate && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={duplicateBusy}
              onClick={() => onDuplicate(proposal)}
            >
              {strings.common.duplicate}
            </Button>
          )
        }
      />
    </DocumentFormDialog>
  );
}
