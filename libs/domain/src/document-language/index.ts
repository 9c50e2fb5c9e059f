import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import type { DocumentStrings } from './strings';

export type { DocumentStrings } from './strings';

/** The languages a document can be written in; English is the spec's. */
export const DOCUMENT_STRINGS = { en, de, fr, es, pt, it, nl, pl } as const;

/** The strings of a document language; anything else (a stored value from later) reads English. */
export function documentStrings(language: string | null | undefined): DocumentStrings {
  return DOCUMENT_STRINGS[language as keyof typeof DOCUMENT_STRINGS] ?? en;
}

/** '2026-01-31' as a long date in the document's language: "31. Januar 2026". */
export function formatDocumentDate(isoDate: string, language: string | null | undefined): string {
  return new Intl.DateTimeFormat(documentStrings(language).locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment (an answer) in the document's language, in UTC: "31. Januar 2026 um 14:05". */
export function formatDocumentTime(at: Date, language: string | null | undefined): string {
  return new Intl.DateTimeFormat(documentStrings(language).locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
}
