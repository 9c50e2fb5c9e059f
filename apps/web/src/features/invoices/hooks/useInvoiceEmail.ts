import { strings } from '@/strings';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { DocumentMessages, emailBodyLines, emailSubject } from '@dealdraft/domain';
import {
  useEmailActions,
  type EmailDraft,
  type EmailMode,
} from '@/features/documents/hooks/useEmailActions';
import { useEmailSendPoll } from '@/features/documents/hooks/useEmailSendPoll';
import { useDocumentPdfLink } from '@/features/documents/hooks/useDocumentPdfLink';
import { SendInvoiceDocument, UpdateInvoiceDocument } from '@/generated/graphql';
import { messageOr } from '@/lib/api-errors';
import { refreshAfter, refreshNow } from '@/lib/cache-refresh';
import { notify } from '@/lib/toast';
import { invoiceUpdateWithStatus } from '../utils/invoice-form';
import { useCustomFields } from '@/features/documents/hooks/useCustomFields';
import { invoicePdfFilename } from './useInvoicePdf';
import type { Invoice } from './useInvoices';

/** What the e-mail of an invoice says, and to whom (spec §4). */
export function invoiceEmailDraft(invoice: Invoice): EmailDraft {
  return {
    noun: strings.invoices.emailNoun,
    recipient: invoice.clientEmail,
    // In the invoice's language and currency, as the client will read it.
    subject: emailSubject('invoice', null, invoice.invoiceNumber, invoice.language),
    body: emailBodyLines({
      kind: 'invoice',
      clientName: invoice.clientName,
      senderName: invoice.businessName,
      number: invoice.invoiceNumber,
      // What the client is asked to pay: the balance, the paid deposit on its own line.
      amount: invoice.balanceDue,
      deposit:
        invoice.depositDeducted > 0
          ? { invoiceNumber: invoice.depositInvoiceNumber ?? '', amount: invoice.depositDeducted }
          : null,
      currency: invoice.currency,
      dueDate: invoice.dueDate ?? null,
      language: invoice.language,
    }).join('\n'),
    replyTo: invoice.businessEmail,
    filename: invoicePdfFilename(invoice),
  };
}

export function useInvoiceEmail(mode: EmailMode, onViewPricing?: () => void) {
  const client = useApolloClient();
  const [sendInvoice] = useMutation(SendInvoiceDocument);
  const pdfLink = useDocumentPdfLink('invoice');
  const poll = useEmailSendPoll();
  const customFields = useCustomFields();
  const [updateInvoice] = useMutation(UpdateInvoiceDocument, refreshAfter('invoices'));

  return useEmailActions<Invoice>({
    mode,
    draft: invoiceEmailDraft,
    send: async ({ id }, input) => {
      const { data } = await sendInvoice({ variables: { id, input } });
      if (!data) throw new Error('sendInvoice returned no data');
      return data.sendInvoice;
    },
    poll,
    pdfLink: ({ id }) => pdfLink(id, false),
    markSent: async (invoice) => {
      try {
        await updateInvoice({
          variables: {
            id: invoice.id,
            input: invoiceUpdateWithStatus(invoice, 'sent', customFields.known),
          },
        });
        return true;
      } catch (error) {
        notify.error(messageOr(error, DocumentMessages.invoice.updateFailed));
        return false;
      }
    },
    refresh: () => refreshNow(client, 'invoices'),
    onViewPricing,
  });
}
