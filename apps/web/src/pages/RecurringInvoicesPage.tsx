import { useCanExportPdf } from '@/features/profile/hooks/useCanExportPdf';
import { RecurringScreen } from '@/features/recurring/components/RecurringScreen';

/** Trial and lapsed plans keep recurring invoices as drafts: e-mailing them needs a paid plan. */
export function RecurringInvoicesPage() {
  return <RecurringScreen canSend={useCanExportPdf()} />;
}
