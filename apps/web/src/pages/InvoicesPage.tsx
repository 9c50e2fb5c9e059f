import { useState } from 'react';
import { useOpenPricing } from '@/app/pricing-access';
import { ClientActivityDialog } from '@/features/client-activity/components/ClientActivityDialog';
import type { ActivityDocument } from '@/features/client-activity/hooks/useClientActivity';
import { InvoicesView } from '@/features/invoices/components/InvoicesView';
import { useCanExportPdf } from '@/features/profile/hooks/useCanExportPdf';
import { useCanSeeBilling } from '@/features/profile/hooks/useCanSeeBilling';
import { useCreateBlocked } from '@/features/profile/hooks/useCreateBlocked';

/** Trial and lapsed plans preview PDFs and are shown the upgrade instead of e-mailing (§9). */
export function InvoicesPage() {
  const canExport = useCanExportPdf();
  const createBlocked = useCreateBlocked('invoice');
  const openPricing = useOpenPricing();
  // A workspace member sees no billing: the upgrade hints go without their pricing button.
  const canSeeBilling = useCanSeeBilling();
  const [activity, setActivity] = useState<ActivityDocument | null>(null);
  return (
    <>
      <InvoicesView
        pdfMode={canExport ? 'download' : 'preview'}
        emailMode={canExport ? 'send' : 'upgrade'}
        onViewPricing={canSeeBilling ? openPricing : undefined}
        createBlocked={createBlocked}
        onActivity={(invoice) =>
          setActivity({
            kind: 'invoice',
            id: invoice.id,
            title: `${invoice.invoiceNumber} · ${invoice.clientName}`,
            remindersEnabled: invoice.remindersEnabled,
          })
        }
      />
      <ClientActivityDialog document={activity} onClose={() => setActivity(null)} />
    </>
  );
}
