import { receiptFilename } from '@dealdraft/domain';
import { useState } from 'react';
import { messageOr } from '@/lib/api-errors';
import { fetchFile, saveFile } from '@/lib/download';
import { session } from '@/lib/session';
import { notify } from '@/lib/toast';
import { strings } from '@/strings';
import type { Payment } from './useInvoicePayments';

const t = strings.invoices.payments.ledger;

/** The receipt's file, named as its e-mail attaches it. */
export const receiptPdfFilename = receiptFilename;

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
