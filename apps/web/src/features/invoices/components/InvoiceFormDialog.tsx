import { Copy, DocumentMessages } from '@dealdraft/domain';
import { DocumentFormDialog } from '@/features/documents/components/DocumentFormDialog';
import type { Invoice } from '../hooks/useInvoices';
import type { BusinessDetails } from '../hooks/useBusinessDetails';
import { InvoiceForm } from './InvoiceForm';

type InvoiceFormDialogProps = {
  open: boolean;
  /** The invoice to edit; none to create one. */
  invoice?: Invoice;
  business?: BusinessDetails;
  onClose: () => void;
  /** Why the plan refuses a new one, if it does: the create form says so as it opens. */
  createBlocked?: string | null;
};

export function InvoiceFormDialog({
  open,
  invoice,
  business,
  onClose,
  createBlocked,
}: InvoiceFormDialogProps) {
  return (
    <DocumentFormDialog
      open={open}
      onClose={onClose}
      title={invoice ? Copy.invoices.editTitle : Copy.invoices.createTitle}
      subtitle={
        invoice?.proposalNumber
          ? DocumentMessages.conversion.forProposal(invoice.proposalNumber)
          : null
      }
    >
      <InvoiceForm
        invoice={invoice}
        business={business}
        onDone={onClose}
        blocked={invoice ? null : createBlocked}
      />
    </DocumentFormDialog>
  );
}
