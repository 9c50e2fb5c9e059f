import { DOCUMENT_FONT_FAMILIES, type DocumentFont, type DocumentLayout } from './branding';

/** The names the settings and the document forms show for each PDF layout and font. */
export const DOCUMENT_LAYOUT_LABELS: Record<DocumentLayout, string> = {
  classic: 'Classic',
  modern: 'Modern',
  compact: 'Compact',
};

export const DOCUMENT_FONT_LABELS: Record<DocumentFont, string> = DOCUMENT_FONT_FAMILIES;

export const DocumentStyleMessages = {
  layout: 'Must be classic, modern or compact',
  font: 'Must be inter, source-serif-4 or ibm-plex-sans',
} as const;
