import { DocumentMessages, INVOICE_STATUSES } from '@dealdraft/domain';
import { BanknoteIcon, FileMinusIcon, ReceiptIcon, RepeatIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useState } from 'react';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import { DocumentsScreen } from '@/features/documents/components/DocumentsScreen';
import { useDocumentDialogs } from '@/features/documents/hooks/useDocumentDialogs';
import { useEditFromLink } from '@/features/documents/hooks/useEditFromLink';
import { useDocumentFilters } from '@/features/documents/hooks/useDocumentFilters';
import { LINK_FILTERS } from '@/features/documents/utils/list-links';
import type { EmailMode } from '@/features/documents/hooks/useEmailActions';
import { strings } from '@/strings';
import { useDeleteInvoice } from '../hooks/useDeleteInvoice';
import { useDuplicateInvoice } from '../hooks/useDuplicateInvoice';
import { useInvoiceEmail } from '../hooks/useInvoiceEmail';
import { useInvoicePdf } from '../hooks/useInvoicePdf';
import { useInvoices, type Invoice } from '../hooks/useInvoices';
import { useInvoiceLoader } from '../hooks/useInvoiceLoader';
import { useBusinessDetails } from '../hooks/useBusinessDetails';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { canIssueCreditNote } from './CreditNotesSection';
import { InvoicePaymentsDialog } from './InvoicePaymentsDialog';
import { INVOICES_COPY, INVOICES_HEADERS, invoiceRow } from '../utils/invoice-list';

type InvoicesViewProps = {
  pdfMode: PdfMode;
  emailMode: EmailMode;
  /** View Pricing Plans, from the e-mail dialog's upgrade hint. */
  /** Absent for a workspace member, who sees no billing. */
  onViewPricing?: () => void;
  /** Opens the invoice's client link and reminders. */
  onActivity?: (invoice: Invoice) => void;
  /** Why the plan refuses a new invoice, if it does. */
  createBlocked?: string | null;
};

/** The invoices screen (spec §2). */
export function InvoicesView({
  pdfMode,
  emailMode,
  onViewPricing,
  onActivity,
  createBlocked,
}: InvoicesViewProps) {
  const filters = useDocumentFilters({ linkFilters: LINK_FILTERS });
  const list = useInvoices(filters.variables);
  const business = useBusinessDetails();
  const { deleteInvoice, deleting } = useDeleteInvoice();
  const dialogs = useDocumentDialogs<Invoice>(deleteInvoice);
  useEditFromLink(useInvoiceLoader(), dialogs.openEdit, DocumentMessages.invoice.notFound);
  const email = useInvoiceEmail(emailMode, onViewPricing);
  const pdf = useInvoicePdf(pdfMode);
  const duplicate = useDuplicateInvoice();
  const [payments, setPayments] = useState<{ invoice: Invoice; creditNote: boolean } | null>(null);

  return (
    <>
      <DocumentsScreen
        copy={INVOICES_COPY}
        headers={INVOICES_HEADERS}
        statuses={INVOICE_STATUSES}
        icon={ReceiptIcon}
        filters={filters}
        list={list}
        toRow={invoiceRow}
        dialogs={dialogs}
        deleting={deleting}
        pdf={pdf}
        email={email}
        onActivity={onActivity}
        duplicate={duplicate}
        extraActions={(invoice) => [
          {
            label: strings.invoices.payments.rowAction,
            icon: BanknoteIcon,
            onClick: () => setPayments({ invoice, creditNote: false }),
          },
          // A credit note is its own step, not something to find inside Payments.
          ...(canIssueCreditNote(invoice)
            ? [
                {
                  label: strings.invoices.payments.creditNotes.rowAction,
                  icon: FileMinusIcon,
                  onClick: () => setPayments({ invoice, creditNote: true }),
                },
              ]
            : []),
        ]}
        exportFile="invoices.csv"
        headerActions={
          <Button variant="outline" asChild>
            <Link to="/invoices/recurring">
              <RepeatIcon aria-hidden />
              {strings.recurring.openFromInvoices}
            </Link>
          </Button>
        }
        formDialog={
          <InvoiceFormDialog
            open={dialogs.formOpen}
            invoice={dialogs.editing}
            business={business}
            onClose={dialogs.closeForm}
            createBlocked={createBlocked}
          />
        }
      />
      <InvoicePaymentsDialog
        invoice={payments?.invoice ?? null}
        creditNote={payments?.creditNote}
        onClose={() => setPayments(null)}
      />
    </>
  );
}
