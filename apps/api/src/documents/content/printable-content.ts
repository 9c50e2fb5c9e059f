import { createHash } from 'node:crypto';
import type { PrintableDocument } from './printable-document';

/**
 * What a client reads and answers: the printable document without its status, acceptance
 * record and preview mark, none of which is content (sending the proposal changes its status,
 * not what was offered).
 */
export type PrintableContent = Omit<PrintableDocument, 'status' | 'acceptance' | 'preview'>;

export function printableContent(document: PrintableDocument): PrintableContent {
  const { status: _status, acceptance: _acceptance, preview: _preview, ...content } = document;
  return content;
}

/**
 * JSON with every object's keys sorted, so equal content always serialises to the same bytes
 * (PostgreSQL's jsonb, for one, does not keep key order). Undefined values are left out, as
 * JSON.stringify and jsonb both do.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The content's version: SHA-256 (hex) of its stable serialisation. */
export function contentVersion(content: PrintableContent): string {
  return createHash('sha256').update(stableJson(content)).digest('hex');
}
