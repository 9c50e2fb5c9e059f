import { Copy, DocumentMessages, PROPOSAL_STATUSES } from '@dealdraft/domain';
import { FileTextIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import type {
  DocumentListHeaders,
  DocumentRow,
} from '@/features/documents/components/DocumentList';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import {
  DocumentsScreen,
  type DocumentsScreenCopy,
} from '@/features/documents/components/DocumentsScreen';
import { useDocumentDialogs } from '@/features/documents/hooks/useDocumentDialogs';
import { useEditFromLink } from '@/features/documents/hooks/useEditFromLink';
import { useDocumentFilters } from '@/features/documents/hooks/useDocumentFilters';
import type { EmailMode } from '@/features/documents/hooks/useEmailActions';
import { strings } from '@/strings';
import { useDeleteProposal } from '../hooks/useDeleteProposal';
import { useDuplicateProposal } from '../hooks/useDuplicateProposal';
import { useProposalInvoice } from '../hooks/useProposalInvoice';
import { useCompanyDetails } from '../hooks/useCompanyDetails';
import { useProposalEmail } from '../hooks/useProposalEmail';
import { useProposalPdf } from '../hooks/useProposalPdf';
import { useProposals, type Proposal } from '../hooks/useProposals';
import { useProposalLoader } from '../hooks/useProposalLoader';
import type { DraftMode } from './DraftWithAiPanel';
import { ProposalFormDialog } from './ProposalFormDialog';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalDialog } from './ApprovalDialog';
import { useProposalApproval } from '../hooks/useProposalApproval';

const t = strings.proposals.list;

const COPY: DocumentsScreenCopy = {
  ...Copy.proposals,
  loadFailed: DocumentMessages.proposal.loadFailed,
  searchLabel: t.searchLabel,
  create: t.create,
  createFirst: t.createFirst,
};

const HEADERS: DocumentListHeaders = t.headers;

const toRow = (proposal: Proposal): DocumentRow => ({
  title: proposal.proposalTitle,
  subtitle: proposal.proposalNumber,
  client: proposal.clientName,
  clientDetail: proposal.clientCompany,
  date: proposal.createdAt,
  amount: proposal.value,
  currency: proposal.currency,
  status: proposal.status,
  email: {
    openCount: proposal.emailOpenCount,
    lastStatus: proposal.lastEmailStatus ?? null,
    lastSentAt: proposal.lastSentAt ?? null,
  },
  views: { count: proposal.clientViewCount, lastViewedAt: proposal.clientLastViewedAt ?? null },
  badge: <ApprovalBadge approval={proposal.approval} />,
});

type ProposalsViewProps = {
  pdfMode: PdfMode;
  emailMode: EmailMode;
  /** Whether the create form drafts from a brief or shows the upgrade in its place. */
  draftMode: DraftMode;
  /** View Pricing Plans, from the e-mail dialog's and the draft panel's upgrade hints. */
  /** Absent for a workspace member, who sees no billing. */
  onViewPricing?: () => void;
  /** Opens the proposal's client link and reminders. */
  onActivity?: (proposal: Proposal) => void;
  /** Why the plan refuses a new proposal, if it does. */
  createBlocked?: string | null;
};

/** The proposals screen (spec §2). */
export function ProposalsView({
  pdfMode,
  emailMode,
  draftMode,
  onViewPricing,
  onActivity,
  createBlocked,
}: ProposalsViewProps) {
  const filters = useDocumentFilters();
  const list = useProposals(filters.variables);
  const company = useCompanyDetails();
  const { deleteProposal, deleting } = useDeleteProposal();
  const dialogs = useDocumentDialogs<Proposal>(deleteProposal);
  useEditFromLink(useProposalLoader(), dialogs.openEdit, DocumentMessages.proposal.notFound);
  const email = useProposalEmail(emailMode, onViewPricing);
  const pdf = useProposalPdf(pdfMode);
  const duplicate = useDuplicateProposal();
  const invoiceOf = useProposalInvoice();
  const approvals = useProposalApproval();
  const [approvalOf, setApprovalOf] = useState<Proposal | null>(null);

  return (
    <DocumentsScreen
      copy={COPY}
      headers={HEADERS}
      statuses={PROPOSAL_STATUSES}
      icon={FileTextIcon}
      filters={filters}
      list={list}
      toRow={toRow}
      dialogs={dialogs}
      deleting={deleting}
      pdf={pdf}
      email={email}
      onActivity={onActivity}
      duplicate={duplicate}
      followUp={invoiceOf}
      extraActions={(proposal) =>
        proposal.approval.required
          ? [
              {
                label: strings.approvals.action,
                icon: ShieldCheckIcon,
                onClick: () => setApprovalOf(proposal),
              },
            ]
          : []
      }
      exportFile="proposals.csv"
      formDialog={
        <>
          <ApprovalDialog
            proposal={approvalOf}
            canDecide={approvals.canDecide}
            busy={approvals.busy}
            onClose={() => setApprovalOf(null)}
            onRequest={approvals.request}
            onApprove={approvals.approve}
            onReturn={approvals.returnWithComment}
          />
          <ProposalFormDialog
            open={dialogs.formOpen}
            proposal={dialogs.editing}
            company={company}
            draftMode={draftMode}
            onViewPricing={onViewPricing}
            onClose={dialogs.closeForm}
            createBlocked={createBlocked}
            onDuplicate={(proposal) =>
              void duplicate.run(proposal).then((result) => result.ok && dialogs.closeForm())
            }
            duplicateBusy={duplicate.busyId !== null}
          />
        </>
      }
    />
  );
}
