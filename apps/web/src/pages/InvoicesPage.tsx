import { useOpenPricing } from '@/app/pricing-access';
import { InvoicesView } from '@/features/invoices/components/InvoicesView';
import { useCanExportPdf } from '@/features/profile/hooks/useCanExportPdf';

/** Trial and lapsed plans preview PDFs and are shown the upgrade instead of e-mailing (§9). */
export function InvoicesPage() {
  const canExport = useCanExportPdf();
  const openPricing = useOpenPricing();
  return (
    <InvoicesView
      pdfMode={canExport ? 'download' : 'preview'}
      emailMode={canExport ? 'send' : 'upgrade'}
      onViewPricing={openPricing}
    />
  );
}
