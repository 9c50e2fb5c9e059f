import { DocumentMessages } from '@dealdraft/domain';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import { useDocumentPdfLink } from '@/features/documents/hooks/useDocumentPdfLink';
import { usePdfActions } from '@/features/documents/hooks/usePdfActions';
import type { Invoice } from './useInvoices';

/** Spec §7: saved as {invoiceNumber}.pdf. */
export const invoicePdfFilename = ({ invoiceNumber }: Pick<Invoice, 'invoiceNumber'>) =>
  `${invoiceNumber}.pdf`;

export function useInvoicePdf(mode: PdfMode) {
  const pdfLink = useDocumentPdfLink('invoice');
  return usePdfActions<Invoice>({
    mode,
    link: ({ id }, preview) => pdfLink(id, preview),
    filename: invoicePdfFilename,
    messages: {
      downloaded: DocumentMessages.invoice.downloaded,
      failed: DocumentMessages.invoice.downloadFailed,
    },
  });
}
