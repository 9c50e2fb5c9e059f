import type { DocumentKind, DocumentLayout } from '@dealdraft/domain';
import type { PrintableCreditNote } from '../documents/content/printable-credit-note';
import type { PrintableDocument } from '../documents/content/printable-document';
import type { PrintableReceipt } from '../documents/content/printable-receipt';

/**
 * Jobs carry ids rather than records, except an interactive PDF: its job carries the printable
 * snapshot the api has already loaded and authorised, so the worker does not load the same
 * rows again while the user waits.
 */
export interface PdfJob {
  kind: DocumentKind;
  documentId: string;
  workspaceId: string;
  /** What to print, as the api loaded it for the owner (see to-printable.ts). */
  document: PrintableDocument;
  /**
   * The document's own layout; null or left out (a job queued before layouts): the workspace's.
   * The worker reads the rest of the style (font, colour, logo, footer) itself.
   */
  layout?: DocumentLayout | null;
}

/** A credit note's interactive render (job name 'credit-note'), its snapshot as for documents. */
export interface CreditNotePdfJob {
  creditNoteId: string;
  workspaceId: string;
  creditNote: PrintableCreditNote;
  /** Its invoice's layout; null or left out: the workspace's. */
  layout?: DocumentLayout | null;
}

export const CREDIT_NOTE_PDF_JOB = 'credit-note';

/** A receipt's amounts as a job carries them (JSON has no bigint): minor units as decimal strings. */
export type ReceiptSnapshot = {
  [K in keyof PrintableReceipt]: PrintableReceipt[K] extends bigint
    ? string
    : K extends 'deposit'
      ? { label: string; amountMinor: string }
      : PrintableReceipt[K];
};

/** A payment's receipt for a download (job name 'receipt'), its snapshot as for documents. */
export interface ReceiptPdfJob {
  paymentId: string;
  workspaceId: string;
  receipt: ReceiptSnapshot;
  /** Its invoice's layout; null or left out: the workspace's. */
  layout?: DocumentLayout | null;
}

export const RECEIPT_PDF_JOB = 'receipt';

/** The snapshot of `receipt` for its job. */
export function receiptSnapshot(receipt: PrintableReceipt): ReceiptSnapshot {
  const { deposit, ...rest } = receipt;
  return {
    ...rest,
    amountMinor: receipt.amountMinor.toString(),
    invoiceTotalMinor: receipt.invoiceTotalMinor.toString(),
    paidMinor: receipt.paidMinor.toString(),
    balanceMinor: receipt.balanceMinor.toString(),
    ...(deposit ? { deposit: { ...deposit, amountMinor: deposit.amountMinor.toString() } } : {}),
  };
}

/** The receipt a job's snapshot states, for its template. */
export function receiptOfSnapshot(snapshot: ReceiptSnapshot): PrintableReceipt {
  const { deposit, ...rest } = snapshot;
  return {
    ...rest,
    amountMinor: BigInt(snapshot.amountMinor),
    invoiceTotalMinor: BigInt(snapshot.invoiceTotalMinor),
    paidMinor: BigInt(snapshot.paidMinor),
    balanceMinor: BigInt(snapshot.balanceMinor),
    ...(deposit ? { deposit: { ...deposit, amountMinor: BigInt(deposit.amountMinor) } } : {}),
  };
}

/** Where the worker left the PDF's bytes (see PdfResultStore); the job result stays small. */
export interface PdfResult {
  resultKey: string;
}
