import { useState } from 'react';
import { useOpenPricing } from '@/app/pricing-access';
import { ClientActivityDialog } from '@/features/client-activity/components/ClientActivityDialog';
import type { ActivityDocument } from '@/features/client-activity/hooks/useClientActivity';
import { ProposalsView } from '@/features/proposals/components/ProposalsView';
import { useCanDraftWithAi } from '@/features/profile/hooks/useCanDraftWithAi';
import { useCanExportPdf } from '@/features/profile/hooks/useCanExportPdf';
import { useCanSeeBilling } from '@/features/profile/hooks/useCanSeeBilling';
import { useCreateBlocked } from '@/features/profile/hooks/useCreateBlocked';

/**
 * Trial and lapsed plans preview PDFs and are shown the upgrade instead of e-mailing and of
 * drafting with AI (§9).
 */
export function ProposalsPage() {
  const canExport = useCanExportPdf();
  const canDraft = useCanDraftWithAi();
  const createBlocked = useCreateBlocked('proposal');
  const openPricing = useOpenPricing();
  // A workspace member sees no billing: the upgrade hints go without their pricing button.
  const canSeeBilling = useCanSeeBilling();
  const [activity, setActivity] = useState<ActivityDocument | null>(null);
  return (
    <>
      <ProposalsView
        pdfMode={canExport ? 'download' : 'preview'}
        emailMode={canExport ? 'send' : 'upgrade'}
        draftMode={canDraft ? 'draft' : 'upgrade'}
        onViewPricing={canSeeBilling ? openPricing : undefined}
        createBlocked={createBlocked}
        onActivity={(proposal) =>
          setActivity({
            kind: 'proposal',
            id: proposal.id,
            title: `${proposal.proposalTitle} · ${proposal.proposalNumber}`,
            remindersEnabled: proposal.remindersEnabled,
          })
        }
      />
      <ClientActivityDialog document={activity} onClose={() => setActivity(null)} />
    </>
  );
}
