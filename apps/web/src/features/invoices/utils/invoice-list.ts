import { Copy, DocumentMessages, formatMoney } from '@dealdraft/domain';
import type {
  DocumentListHeaders,
  DocumentRow,
} from '@/features/documents/components/DocumentList';
import type { DocumentsScreenCopy } from '@/features/documents/components/DocumentsScreen';
import { formatDate } from '@/lib/format';
import { strings } from '@/strings';
import type { Invoice } from '../hooks/useInvoices';

const t = strings.invoices.list;

/** The invoices screen's words, most of them the spec's. */
export const INVOICES_COPY: DocumentsScreenCopy = {
  ...Copy.invoices,
  loadFailed: DocumentMessages.invoice.loadFailed,
  searchLabel: t.searchLabel,
  create: t.create,
  createFirst: t.createFirst,
};

export const INVOICES_HEADERS: DocumentListHeaders = {
  ...t.headers,
  date: strings.common.date,
  amount: strings.common.amount,
};

/** What the list shows of an invoice: its number, due date, client, amount and what is still owed. */
export const invoiceRow = (invoice: Invoice): DocumentRow => ({
  title: invoice.invoiceNumber,
  subtitle: invoice.dueDate ? t.due(formatDate(invoice.dueDate)) : undefined,
  client: invoice.clientName,
  clientDetail: invoice.clientEmail,
  date: invoice.invoiceDate,
  amount: invoice.amount,
  currency: invoice.currency,
  // Partly paid or credited: what is still owed, in the invoice's own currency.
  amountNote:
    invoice.balanceDue > 0 && invoice.balanceDue < invoice.total
      ? t.balance(formatMoney(invoice.balanceDue, invoice.currency))
      : undefined,
  status: invoice.status,
  email: {
    openCount: invoice.emailOpenCount,
    lastStatus: invoice.lastEmailStatus ?? null,
    lastSentAt: invoice.lastSentAt ?? null,
  },
  views: { count: invoice.clientViewCount, lastViewedAt: invoice.clientLastViewedAt ?? null },
});
