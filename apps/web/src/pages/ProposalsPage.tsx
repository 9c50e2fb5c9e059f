import { useOpenPricing } from '@/app/pricing-access';
import { ProposalsView } from '@/features/proposals/components/ProposalsView';
import { useCanExportPdf } from '@/features/profile/hooks/useCanExportPdf';

/** Trial and lapsed plans preview PDFs and are shown the upgrade instead of e-mailing (§9). */
export function ProposalsPage() {
  const canExport = useCanExportPdf();
  const openPricing = useOpenPricing();
  return (
    <ProposalsView
      pdfMode={canExport ? 'download' : 'preview'}
      emailMode={canExport ? 'send' : 'upgrade'}
      onViewPricing={openPricing}
    />
  );
}
