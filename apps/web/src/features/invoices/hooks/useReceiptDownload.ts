import { useState } from 'react';
import { messageOr } from '@/lib/api-errors';
import { fetchFile, saveFile } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import type { Payment } from './useInvoicePayments';

const t = strings.invoices.payments.ledger;

/**
 * `receipt-INV-0001-2.pdf`, as the receipt's e-mail attaches it: the invoice's number and the
 * payment's place among its payments (refunds not counted), from 1.
 */
export const receiptPdfFilename = (invoiceNumber: string, sequence: number) =>
  `receipt-${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80)}-${sequence}.pdf`;

/**
 * A payment's receipt PDF, downloaded with the session from
 * `/api/invoices/:invoiceId/payments/:paymentId/receipt`; it needs a paid plan, and the api's
 * refusal is what the toast says.
 */
export function useReceiptDownload(invoiceId: string, invoiceNumber: string) {
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = async (payment: Pick<Payment, 'id'>, sequence: number) => {
    setBusyId(payment.id);
    try {
      const pdf = await fetchFile(
        `/api/invoices/${invoiceId}/payments/${payment.id}/receipt`,
        session.token(),
      );
      saveFile(pdf, receiptPdfFilename(invoiceNumber, sequence));
      notify.success(t.receiptDownloaded);
    } catch (error) {
      notify.error(messageOr(error, t.receiptFailed));
    } finally {
      setBusyId(null);
    }
  };

  return { download, busyId };
}
