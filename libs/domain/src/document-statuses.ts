/**
 * Proposal and invoice statuses and the document kinds: a leaf that the money, payments and
 * document-language modules read without importing documents.ts, which imports them.
 */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'accepted', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The spec's four invoice statuses: what the status filter offers and a person may set. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Between sent and paid: part of the balance is paid. The spec's four keep their
 * meaning; this one only ever follows from the payments ledger.
 */
export const PARTIALLY_PAID = 'partially_paid';

/** Every status an invoice can have, in the order of its life: the spec's four and the ledger's. */
export const INVOICE_LEDGER_STATUSES = [
  'draft',
  'sent',
  PARTIALLY_PAID,
  'paid',
  'overdue',
] as const;
export type LedgerStatus = (typeof INVOICE_LEDGER_STATUSES)[number];

/**
 * A document's kind, one spelling everywhere: stored in document_kind columns, sent in jobs and
 * GraphQL inputs. REST paths and page routes say the plural ('/api/proposals'); they map at
 * the edge.
 */
export const DOCUMENT_KINDS = ['proposal', 'invoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
