import {
  countrySpecs,
  electronicFormatIBAN,
  friendlyFormatIBAN,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import { compareCalendarDates, isCalendarDate } from './calendar-date';

/**
 * The data an EN 16931 e-invoice needs beyond a printed one: the seller's bank account, both
 * parties' structured addresses, the date or period of service, the buyer's references and a
 * VAT category per tax rate. The names follow the shared data contract of the e-invoice work;
 * the XML mapping reads them.
 */

/** The e-invoice a workspace (or a client, overriding it) sends with its invoices. */
export const E_INVOICE_FORMAT_SETTINGS = ['none', 'factur-x', 'xrechnung'] as const;
export type EInvoiceFormatSetting = (typeof E_INVOICE_FORMAT_SETTINGS)[number];

/**
 * The e-invoices we write (REST `?format=`, GraphQL EInvoiceFormat): Factur-X's CII (EN 16931
 * profile), XRechnung 3.0 as CII and as UBL, and UBL in the Peppol BIS Billing 3.0 profile.
 */
export const E_INVOICE_FORMATS = ['factur-x', 'xrechnung-cii', 'xrechnung-ubl', 'peppol'] as const;
export type EInvoiceFormat = (typeof E_INVOICE_FORMATS)[number];

export function isEInvoiceFormat(value: unknown): value is EInvoiceFormat {
  return (E_INVOICE_FORMATS as readonly unknown[]).includes(value);
}

/** How a format is named to the user. */
export const E_INVOICE_FORMAT_NAMES: Record<EInvoiceFormat, string> = {
  'factur-x': 'Factur-X',
  'xrechnung-cii': 'XRechnung (CII)',
  'xrechnung-ubl': 'XRechnung (UBL)',
  peppol: 'Peppol BIS Billing',
};

/** How a setting is named to the user ("cannot be sent as XRechnung yet"). */
export const E_INVOICE_SETTING_NAMES: Record<EInvoiceFormatSetting, string> = {
  none: 'a plain PDF',
  'factur-x': 'Factur-X',
  xrechnung: 'XRechnung',
};

/**
 * The formats an invoice with this setting must pass before it is sent, the download's default
 * first: Factur-X's CII (inside the PDF); for XRechnung the UBL (the XML download) and the CII
 * (inside the PDF, Factur-X's XRECHNUNG profile). None for 'none'.
 */
export function eInvoiceFormatsOf(setting: EInvoiceFormatSetting): EInvoiceFormat[] {
  if (setting === 'factur-x') return ['factur-x'];
  if (setting === 'xrechnung') return ['xrechnung-ubl', 'xrechnung-cii'];
  return [];
}

/** The setting an invoice follows: its client's, else its workspace's. */
export function effectiveEInvoiceSetting(
  workspace: string | null | undefined,
  client: string | null | undefined,
): EInvoiceFormatSetting {
  const pick = client ?? workspace;
  return (E_INVOICE_FORMAT_SETTINGS as readonly unknown[]).includes(pick)
    ? (pick as EInvoiceFormatSetting)
    : 'none';
}

/** UNCL5305 VAT categories, as EN 16931 uses them (BT-118, BT-151). */
export const TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** Exempt, reverse charge, intra-community, export, outside scope: the invoice must say why. */
const CATEGORIES_WITH_REASON: readonly TaxCategory[] = ['E', 'AE', 'K', 'G', 'O'];

export function isTaxCategory(value: unknown): value is TaxCategory {
  return (TAX_CATEGORIES as readonly unknown[]).includes(value);
}

/** Whether a tax of this category needs its exemption reason (BT-120) printed and sent. */
export function taxCategoryNeedsReason(category: string): boolean {
  return (CATEGORIES_WITH_REASON as readonly string[]).includes(category);
}

/**
 * The category a rate stored before there were categories reads as, and the one a rate gets
 * when its input names none: standard when it charges something, zero rated when 0%.
 */
export function defaultTaxCategory(rateThousandths: number): TaxCategory {
  return rateThousandths > 0 ? 'S' : 'Z';
}

/** ISO 3166-1 alpha-2, every assigned code. */
export const COUNTRY_CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_SET.has(value);
}

/** "Deutschland" for DE in German: a country's name in a locale (the code when it has none). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const EInvoiceRules = {
  legalNameMax: 200,
  postalCodeMax: 16,
  cityMax: 100,
  /** A tax registration number, buyer reference or order reference. */
  referenceMax: 100,
  accountHolderMax: 200,
  exemptionReasonMax: 300,
} as const;

export const EInvoiceMessages = {
  ibanCountry: 'An IBAN starts with its country code and two check digits, like DE89 3704 …',
  ibanLength: (country: string, length: number) => `A ${country} IBAN has ${length} characters`,
  ibanFormat: (country: string) =>
    `This is not how a ${country} IBAN is written: check it for a typo`,
  ibanChecksum: "This IBAN's check digits do not match: check it for a typo",
  bic: 'Enter a BIC of 8 or 11 letters and digits, like COBADEFFXXX',
  countryCode: 'Choose a country by its ISO 3166-1 alpha-2 code, like DE or FR',
  eInvoiceFormat: `Choose one of ${E_INVOICE_FORMAT_SETTINGS.join(', ')}`,
  servicePeriodBoth: 'Enter both the start and the end of the service period, or neither',
  servicePeriodOrder: 'The service period cannot end before it starts',
  taxCategory: `Choose a VAT category: ${TAX_CATEGORIES.join(', ')}`,
  exemptionReasonRequired:
    'This VAT category needs an exemption reason, printed on the invoice (e.g. "Reverse charge")',
  exemptionReasonRefused: 'Standard and zero-rated taxes take no exemption reason',
  standardRateNeedsPercent: 'A standard-rated tax needs a percent above 0',
  zeroPercentOnly: 'Taxes of this VAT category are charged at 0%',
  format: `Choose an e-invoice format: ${E_INVOICE_FORMATS.join(', ')}`,
  formatNeeded: `Choose an e-invoice format (${E_INVOICE_FORMATS.join(', ')}): neither this invoice's client nor the workspace sends e-invoices`,
  cannotSend: (setting: string, first: string) =>
    `This invoice cannot be sent as ${setting} yet: ${first}`,
  cannotWrite: (format: string, first: string) =>
    `This invoice cannot be written as ${format} yet: ${first}`,
  creditNoteCannotWrite: (format: string, first: string) =>
    `This credit note cannot be written as ${format} yet: ${first}`,
  fetched: 'E-invoice fetched successfully',
  notOffered: 'This document has no e-invoice to download',
  readinessFetched: 'E-invoice checks fetched successfully',
  tooManyLines: (max: number) =>
    `An e-invoice is checked with at most ${max} lines: split the invoice`,
  totalsChanged:
    'The invoice’s stored totals differ from its lines under every rounding rule: save the invoice again',
} as const;

/** 'de89 3704 0044 0532 0130 00' → 'DE89370400440532013000': how an IBAN is stored. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** What is wrong with an IBAN (stored form or as typed), or null when it is valid. */
export function ibanError(value: string): string | null {
  const iban = normalizeIban(value);
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  const country = iban.slice(0, 2);
  const spec = countrySpecs[country];
  if (!spec?.chars || errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry))
    return EInvoiceMessages.ibanCountry;
  if (iban.length !== spec.chars || errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength))
    return EInvoiceMessages.ibanLength(country, spec.chars);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return EInvoiceMessages.ibanFormat(country);
  return EInvoiceMessages.ibanChecksum;
}

/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00': as an IBAN is printed. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}

/** 'cobadeffxxx ' → 'COBADEFFXXX'. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A BIC's shape (ISO 9362): bank, country, location and an optional branch; 8 or 11 long. */
export function isBic(value: string): boolean {
  const bic = normalizeBic(value);
  return (bic.length === 8 || bic.length === 11) && isValidBIC(bic);
}

/** A service period is both days or neither, the start on or before the end. */
export function servicePeriodError(
  start: string | null | undefined,
  end: string | null | undefined,
): { field: 'servicePeriodStart' | 'servicePeriodEnd'; message: string } | null {
  if (!start && !end) return null;
  if (!start) return { field: 'servicePeriodStart', message: EInvoiceMessages.servicePeriodBoth };
  if (!end) return { field: 'servicePeriodEnd', message: EInvoiceMessages.servicePeriodBoth };
  if (isCalendarDate(start) && isCalendarDate(end) && compareCalendarDates(start, end) > 0)
    return { field: 'servicePeriodEnd', message: EInvoiceMessages.servicePeriodOrder };
  return null;
}

/**
 * A tax rate's category against its percent and exemption reason: S charges more than 0%, every
 * other category 0%; E, AE, K, G and O say why (BT-120), S and Z take no reason.
 */
export function taxCategoryError(rate: {
  category: string;
  rateThousandths: number;
  exemptionReason: string | null | undefined;
}): { field: 'category' | 'percent' | 'exemptionReason'; message: string } | null {
  const { category, rateThousandths, exemptionReason } = rate;
  if (!isTaxCategory(category)) return { field: 'category', message: EInvoiceMessages.taxCategory };
  if (category === 'S' && rateThousandths <= 0)
    return { field: 'percent', message: EInvoiceMessages.standardRateNeedsPercent };
  if (category !== 'S' && rateThousandths !== 0)
    return { field: 'percent', message: EInvoiceMessages.zeroPercentOnly };
  const reason = exemptionReason?.trim();
  if (taxCategoryNeedsReason(category) && !reason)
    return { field: 'exemptionReason', message: EInvoiceMessages.exemptionReasonRequired };
  if (!taxCategoryNeedsReason(category) && reason)
    return { field: 'exemptionReason', message: EInvoiceMessages.exemptionReasonRefused };
  return null;
}
