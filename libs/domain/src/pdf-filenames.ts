import type { DocumentKind } from './document-statuses';

/**
 * What the product names its PDFs: the api in Content-Disposition and e-mail attachments, the
 * web when it saves a download. Safe in a header and on every file system.
 */

/** {number}.pdf; "proposal.pdf" when there is no number. */
export function pdfFilename(number: string | null | undefined, kind: DocumentKind): string {
  return `${safeFilename(number ?? '') || kind}.pdf`;
}

/** `receipt-INV-0001-2.pdf`: the invoice's number and the payment's place among its payments. */
export function receiptFilename(invoiceNumber: string, sequence: number): string {
  return `receipt-${safeFilename(invoiceNumber)}-${sequence}.pdf`;
}

/** `credit-note-CN-0001.pdf`. */
export function creditNoteFilename(creditNoteNumber: string): string {
  return `credit-note-${safeFilename(creditNoteNumber)}.pdf`;
}

function safeFilename(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80);
}
