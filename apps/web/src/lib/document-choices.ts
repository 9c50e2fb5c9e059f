import { DOCUMENT_LANGUAGES, isCurrencyCode } from '@dealdraft/domain';

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });
const languageNames = new Intl.DisplayNames('en', { type: 'language' });

export type Choice = { value: string; label: string };

/** Every ISO 4217 currency a document can use (this browser's, at most 3 decimals), by code. */
export const CURRENCY_CHOICES: Choice[] = Intl.supportedValuesOf('currency')
  .filter(isCurrencyCode)
  .map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }));

/** The languages a document can be written in, English first. */
export const LANGUAGE_CHOICES: Choice[] = DOCUMENT_LANGUAGES.map((code) => ({
  value: code,
  label: languageNames.of(code) ?? code,
}));
