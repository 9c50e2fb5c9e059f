import type { DocumentKind, DocumentLayout } from '@dealdraft/domain';
import type { PrintableCreditNote } from '../documents/content/printable-credit-note';
import type { PrintableDocument } from '../documents/content/printable-document';

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

/** Where the worker left the PDF's bytes (see PdfResultStore); the job result stays small. */
export interface PdfResult {
  resultKey: string;
}
