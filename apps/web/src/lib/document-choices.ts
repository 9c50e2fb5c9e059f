import {
  COUNTRY_CODES,
  countryName,
  DOCUMENT_LANGUAGES,
  isCurrencyCode,
  TAX_CATEGORIES,
} from '@dealdraft/domain';
import { strings } from '@/strings';

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

/** Every ISO 3166-1 country by its English name, A to Z. */
export const COUNTRY_CHOICES: Choice[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: countryName(code, 'en'),
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));

const formats = strings.eInvoice.formats;

/** A workspace's e-invoice format. */
export const E_INVOICE_FORMAT_CHOICES: Choice[] = [
  { value: 'none', label: formats.none },
  { value: 'factur-x', label: formats['factur-x'] },
  { value: 'xrechnung', label: formats.xrechnung },
];

/** A client's: the workspace's (empty, saved as null) or one of its own. */
export const CLIENT_E_INVOICE_FORMAT_CHOICES: Choice[] = [
  { value: '', label: formats.workspaceDefault },
  ...E_INVOICE_FORMAT_CHOICES,
];

/** The VAT categories by their human names. */
export const TAX_CATEGORY_CHOICES: Choice[] = TAX_CATEGORIES.map((code) => ({
  value: code,
  label: strings.eInvoice.categories[code],
}));
