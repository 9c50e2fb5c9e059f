import { useState } from 'react';
import { messageOr } from '@/lib/api-errors';
import { fetchFile, saveFile } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';

/** The XML formats the api serves an invoice's e-invoice in (REST ?format=). */
export const E_INVOICE_DOWNLOAD_FORMATS = [
  'xrechnung-ubl',
  'xrechnung-cii',
  'factur-x',
  'peppol',
] as const;
export type EInvoiceDownloadFormat = (typeof E_INVOICE_DOWNLOAD_FORMATS)[number];

const d = strings.eInvoice.download;

/** The api's name of the file: "<number>-<format>.xml". */
export const eInvoiceFilename = (invoiceNumber: string, format: EInvoiceDownloadFormat) =>
  `${invoiceNumber}-${format}.xml`;

/** Downloads the invoice's e-invoice XML with the session (GET /api/invoices/:id/e-invoice). */
export function useEInvoiceDownload(invoice: { id: string; invoiceNumber: string }) {
  const [busy, setBusy] = useState<EInvoiceDownloadFormat | null>(null);
  async function download(format: EInvoiceDownloadFormat): Promise<void> {
    setBusy(format);
    const filename = eInvoiceFilename(invoice.invoiceNumber, format);
    try {
      const url = `/api/invoices/${encodeURIComponent(invoice.id)}/e-invoice?format=${format}`;
      saveFile(await fetchFile(url, session.token()), filename);
      notify.success(d.downloaded(filename));
    } catch (error) {
      notify.error(messageOr(error, d.failed));
    } finally {
      setBusy(null);
    }
  }
  return { download, busy };
}
