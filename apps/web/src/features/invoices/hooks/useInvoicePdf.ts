import { useMutation } from '@apollo/client/react';
import { DocumentMessages } from '@dealdraft/domain';
import type { PdfMode } from '@/features/documents/components/DocumentRowActions';
import { usePdfActions } from '@/features/documents/hooks/usePdfActions';
import { InvoicePdfLinkDocument } from '@/generated/graphql';
import type { Invoice } from './useInvoices';

/** Spec §7: saved as {invoiceNumber}.pdf. */
export const invoicePdfFilename = ({ invoiceNumber }: Pick<Invoice, 'invoiceNumber'>) =>
  `${invoiceNumber}.pdf`;

export function useInvoicePdf(mode: PdfMode) {
  const [pdfLink] = useMutation(InvoicePdfLinkDocument);
  return usePdfActions<Invoice>({
    mode,
    link: async ({ id }, preview) => {
      const { data } = await pdfLink({ variables: { id, preview } });
      if (!data) throw new Error('pdfLink returned no data');
      return data.pdfLink.url;
    },
    filename: invoicePdfFilename,
    messages: {
      downloaded: DocumentMessages.invoice.downloaded,
      failed: DocumentMessages.invoice.downloadFailed,
    },
  });
}
