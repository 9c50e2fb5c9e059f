import type { DocumentKind } from '@dealdraft/domain';
import type { PrintableDocument } from './templates/printable-document';

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
}

/** Where the worker left the PDF's bytes (see PdfResultStore); the job result stays small. */
export interface PdfResult {
  resultKey: string;
}
