import { createHash } from 'node:crypto';
import type { PrintableDocument } from './printable-document';

/** The currency content leaves out: documents from before there were others are in it. */
export const CONTENT_DEFAULT_CURRENCY = 'USD';

/**
 * What a client reads and answers, as its version is taken and an answer stores it: the
 * printable document without its status, acceptance record and preview mark, none of which is
 * content (sending the proposal changes its status, not what was offered). Its currency is
 * left out when it is US dollars, so documents in dollars keep the version they had before
 * documents had a currency, and the answers stored then still match.
 */
export type PrintableContent = Omit<
  PrintableDocument,
  'status' | 'acceptance' | 'preview' | 'currency'
> & { currency?: string };

export function printableContent(document: PrintableDocument): PrintableContent {
  const {
    status: _status,
    acceptance: _acceptance,
    preview: _preview,
    currency,
    ...content
  } = document;
  return inCurrency(content, currency);
}

/** `content` in `currency`, which is left out when it is US dollars (see PrintableContent). */
export function inCurrency(
  content: Omit<PrintableContent, 'currency'>,
  currency: string,
): PrintableContent {
  return currency === CONTENT_DEFAULT_CURRENCY ? content : { ...content, currency };
}

/** The document a stored or versioned content prints as: its currency spelled out again. */
export function contentDocument(
  content: PrintableContent,
  state: Pick<PrintableDocument, 'status' | 'acceptance' | 'preview'>,
): PrintableDocument {
  return { ...content, currency: content.currency ?? CONTENT_DEFAULT_CURRENCY, ...state };
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
