import { currencyMinorUnits } from '@dealdraft/domain';
import type { EInvoiceFormat, EInvoiceSource, VatCategory } from './e-invoice-source';

/**
 * What an e-invoice still lacks, as the invoice form shows it before sending and a refusal at
 * send time states it: the rule it breaks, the form field to fill, and what to do there
 * ("BR-DE-23-a: add your IBAN under Workspace → Bank details"). Rules come from EN 16931 (BR-…),
 * XRechnung (BR-DE-…) and Peppol BIS (PEPPOL-EN16931-…); where no rule of the format asks for a
 * field the law does (a street, the date of service), the item names the business term (BT-…).
 */
export interface EInvoiceChecklistItem {
  rule: string;
  /** The form field: `workspace.iban`, `client.postalCode`, `invoice.buyerReference`, `lineItems.2.taxRateIds`, `taxRates.<id>.exemptionReason`. */
  field: string;
  message: string;
}

/** What to do, once per field: the checklist and the validator's rule table share these. */
const advice = {
  // The invoice keeps its own copy of the sender's street, VAT ID, e-mail and phone (filled from
  // Workspace → Settings when it was made), and its e-invoice states that copy, as its PDF does:
  // so these are fixed on the invoice.
  sellerStreet: ['invoice.businessAddress', 'add your street address to the invoice'],
  sellerPostalCode: ['workspace.postalCode', 'add your postal code under Workspace → Settings'],
  sellerCity: ['workspace.city', 'add your city under Workspace → Settings'],
  sellerCountry: ['workspace.countryCode', 'add your country under Workspace → Settings'],
  sellerTaxId: [
    'invoice.businessNumber',
    'add your VAT ID (USt-IdNr.) to the invoice as its Business Number, or your tax number under Workspace → Settings',
  ],
  sellerVatId: [
    'invoice.businessNumber',
    'add your VAT ID (USt-IdNr.) to the invoice as its Business Number',
  ],
  sellerTaxNumber: [
    'workspace.taxRegistrationNumber',
    'add your tax number under Workspace → Settings: an invoice not subject to VAT names no VAT ID',
  ],
  sellerEmail: ['invoice.businessEmail', 'add your e-mail address to the invoice'],
  sellerPhone: ['invoice.businessPhone', 'add your phone number to the invoice'],
  iban: ['workspace.iban', 'add your IBAN under Workspace → Bank details'],
  buyerStreet: ['invoice.clientAddress', 'add the client’s street address to the invoice'],
  buyerPostalCode: ['client.postalCode', 'add the client’s postal code on the client’s page'],
  buyerCity: ['client.city', 'add the client’s city on the client’s page'],
  buyerCountry: ['client.countryCode', 'add the client’s country on the client’s page'],
  buyerVatId: ['invoice.clientTaxNumber', 'add the client’s VAT ID to the invoice'],
  buyerEmail: ['invoice.clientEmail', 'add the client’s e-mail address to the invoice'],
  buyerReference: [
    'invoice.buyerReference',
    'add the buyer reference (for a public buyer its Leitweg-ID) to the invoice',
  ],
  buyerOrOrderReference: [
    'invoice.buyerReference',
    'add the buyer reference or the client’s order number to the invoice',
  ],
  serviceDate: [
    'invoice.serviceDate',
    'add the date of service or the service period to the invoice',
  ],
  currency: [
    'invoice.currency',
    'an e-invoice states amounts with at most 2 decimals: choose a currency with 0 or 2',
  ],
} as const satisfies Record<string, readonly [string, string]>;
type Need = keyof typeof advice;

const item = (rule: string, need: Need): EInvoiceChecklistItem => ({
  rule,
  field: advice[need][0],
  message: `${rule}: ${advice[need][1]}`,
});

/** The categories' rule prefixes in EN 16931 (K's rules are BR-IC-…). */
const CATEGORY_RULE: Record<VatCategory, string> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
};

const isXRechnung = (format: EInvoiceFormat) => format.startsWith('xrechnung');
const blank = (value: string | null | undefined) => !value?.trim();

/**
 * What the document cannot be written as at all, whatever the user fills in elsewhere: EN 16931
 * gives each line one VAT category and rate (BR-CO-4), so a line without a tax or with two
 * (compound taxes, as Québec's GST + QST) has no e-invoice; nor has a currency with three
 * decimals. The generator refuses these; eInvoiceChecklist lists them first.
 */
export function eInvoiceRefusals(source: EInvoiceSource): EInvoiceChecklistItem[] {
  const items: EInvoiceChecklistItem[] = [];
  if (currencyMinorUnits(source.currency) > 2) items.push(item('BR-DEC', 'currency'));
  source.lines.forEach((line, i) => {
    const ids = new Set([...line.taxIds, ...source.documentTaxIds]);
    const field = `lineItems.${i}.taxRateIds`;
    if (source.totals.lines[i]?.amount === 0n && ids.size === 0) return;
    if (ids.size === 0)
      items.push({
        rule: 'BR-CO-4',
        field,
        message: `BR-CO-4: Every line needs a tax rate with a VAT category: give line ${i + 1} one (a 0% rate with its category and exemption reason where no VAT is due)`,
      });
    else if (ids.size > 1)
      items.push({
        rule: 'BR-CO-4',
        field,
        message: `BR-CO-4: An e-invoice takes one VAT rate per line, and line ${i + 1} has ${ids.size} taxes: compound taxes cannot be expressed`,
      });
  });
  return items;
}

/** The categories the document's lines use, with their rates. */
function usedRates(source: EInvoiceSource) {
  const used = new Set(source.totals.taxes.map((tax) => tax.id));
  return source.taxes.filter((rate) => used.has(rate.id));
}

/**
 * Everything the document lacks to pass the rules of `format`, in the order of the form: what
 * cannot be expressed, the seller (workspace), the buyer (client), the invoice's references and
 * dates, then the tax rates' categories. Empty when the e-invoice can be sent.
 */
export function eInvoiceChecklist(
  source: EInvoiceSource,
  format: EInvoiceFormat,
): EInvoiceChecklistItem[] {
  const items = eInvoiceRefusals(source);
  const xr = isXRechnung(format);
  const { seller, buyer } = source;
  const rates = usedRates(source);
  const categories = new Set(rates.map((rate) => rate.category));

  // The seller: a full address, the tax identifiers its categories need, a contact.
  if (!seller.addressLines.some((line) => line.trim())) items.push(item('BT-35', 'sellerStreet'));
  if (blank(seller.postalCode)) items.push(item(xr ? 'BR-DE-4' : 'BT-38', 'sellerPostalCode'));
  if (blank(seller.city)) items.push(item(xr ? 'BR-DE-3' : 'BT-37', 'sellerCity'));
  if (blank(seller.countryCode)) items.push(item('BR-9', 'sellerCountry'));
  const needsVatId = (['AE', 'K', 'G'] as const).find((c) => categories.has(c));
  const needsTaxId = (['S', 'Z', 'E'] as const).find((c) => categories.has(c));
  if (needsVatId && blank(seller.vatId))
    items.push(item(`${CATEGORY_RULE[needsVatId]}-02`, 'sellerVatId'));
  else if (needsTaxId && blank(seller.vatId) && blank(seller.taxRegistrationNumber))
    items.push(item(xr ? 'BR-DE-16' : `${CATEGORY_RULE[needsTaxId]}-02`, 'sellerTaxId'));
  if (categories.has('O') && blank(seller.taxRegistrationNumber))
    items.push(item('BR-CO-26', 'sellerTaxNumber'));
  if (blank(seller.email))
    items.push(item(format === 'peppol' ? 'PEPPOL-EN16931-R020' : 'BT-34', 'sellerEmail'));
  if (xr && blank(seller.phone)) items.push(item('BR-DE-6', 'sellerPhone'));
  if (xr && blank(seller.email)) items.push(item('BR-DE-7', 'sellerEmail'));
  if (xr && blank(seller.iban)) items.push(item('BR-DE-23-a', 'iban'));

  // The buyer.
  if (!buyer.addressLines.some((line) => line.trim())) items.push(item('BT-50', 'buyerStreet'));
  if (blank(buyer.postalCode)) items.push(item(xr ? 'BR-DE-9' : 'BT-53', 'buyerPostalCode'));
  if (blank(buyer.city)) items.push(item(xr ? 'BR-DE-8' : 'BT-52', 'buyerCity'));
  if (blank(buyer.countryCode)) items.push(item('BR-11', 'buyerCountry'));
  const buyerVat = (['AE', 'K'] as const).find((c) => categories.has(c));
  if (buyerVat && blank(buyer.vatId))
    items.push(item(`${CATEGORY_RULE[buyerVat]}-02`, 'buyerVatId'));
  if (blank(buyer.email))
    items.push(item(format === 'peppol' ? 'PEPPOL-EN16931-R010' : 'BT-49', 'buyerEmail'));

  // The invoice: references and the date of service (a deposit is paid before the service, a
  // credit note states its invoice's).
  if (xr && blank(source.buyerReference)) items.push(item('BR-DE-15', 'buyerReference'));
  if (format === 'peppol' && blank(source.buyerReference) && blank(source.orderReference))
    items.push(item('PEPPOL-EN16931-R003', 'buyerOrOrderReference'));
  if (
    (source.kind === 'invoice' || source.kind === 'final') &&
    !source.serviceDate &&
    !source.servicePeriod
  )
    items.push(item('BT-72', 'serviceDate'));

  // The tax rates: a rate that fits its category, the exemption reason where no VAT is charged,
  // and "not subject to VAT" alone on its invoice.
  for (const rate of rates) {
    const prefix = CATEGORY_RULE[rate.category];
    const at = `taxRates.${rate.id}`;
    if (rate.category === 'S' ? rate.rate <= 0n : rate.rate !== 0n)
      items.push({
        rule: `${prefix}-05`,
        field: `${at}.category`,
        message:
          rate.category === 'S'
            ? `${prefix}-05: the tax rate “${rate.name}” is standard-rated (S) at 0%: give it its rate, or the category of a rate without VAT, under Workspace → Tax rates`
            : `${prefix}-05: the tax rate “${rate.name}” (category ${rate.category}) charges no VAT, so its rate must be 0% under Workspace → Tax rates`,
      });
    if (rate.category !== 'S' && rate.category !== 'Z' && blank(rate.exemptionReason))
      items.push({
        rule: `${prefix}-10`,
        field: `${at}.exemptionReason`,
        message: `${prefix}-10: add the exemption reason to the tax rate “${rate.name}” under Workspace → Tax rates`,
      });
  }
  if (categories.has('O') && categories.size > 1)
    items.push({
      rule: 'BR-O-11',
      field: 'lineItems',
      message:
        'BR-O-11: an invoice with lines not subject to VAT (O) can have no other VAT category: put those lines on an invoice of their own',
    });
  return items;
}

/**
 * Validator rules that still fail, mapped to the field to fill: the checklist should have caught
 * each, but the official rules are the last word, and their refusal should read like the form.
 */
export const RULE_FIELDS: Readonly<Record<string, Need>> = {
  'BR-DE-1': 'iban',
  'BR-DE-23-a': 'iban',
  'BR-61': 'iban',
  'CII-SR-470': 'iban',
  'BR-DE-2': 'sellerPhone',
  'BR-DE-5': 'sellerEmail',
  'BR-DE-6': 'sellerPhone',
  'BR-DE-7': 'sellerEmail',
  'BR-DE-3': 'sellerCity',
  'BR-DE-4': 'sellerPostalCode',
  'BR-9': 'sellerCountry',
  'BR-DE-8': 'buyerCity',
  'BR-DE-9': 'buyerPostalCode',
  'BR-11': 'buyerCountry',
  'BR-DE-15': 'buyerReference',
  'PEPPOL-EN16931-R003': 'buyerOrOrderReference',
  'BR-DE-16': 'sellerTaxId',
  'BR-CO-9': 'sellerTaxId',
  'BR-CO-26': 'sellerTaxId',
  'BR-S-02': 'sellerTaxId',
  'BR-Z-02': 'sellerTaxId',
  'BR-E-02': 'sellerTaxId',
  'BR-AE-02': 'buyerVatId',
  'BR-IC-02': 'buyerVatId',
  'BR-G-02': 'sellerVatId',
  'PEPPOL-EN16931-R010': 'buyerEmail',
  'PEPPOL-EN16931-R020': 'sellerEmail',
  'BR-IC-11': 'serviceDate',
};

/** The checklist items of a validator's errors: mapped where the table knows the rule, else the rule's own text on the invoice. */
export function checklistOfIssues(
  issues: readonly { rule: string; message: string }[],
): EInvoiceChecklistItem[] {
  const seen = new Set<string>();
  return issues.flatMap((issue) => {
    const need = RULE_FIELDS[issue.rule];
    const found = need
      ? item(issue.rule, need)
      : { rule: issue.rule, field: 'invoice', message: issue.message };
    const key = `${found.rule}|${found.field}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [found];
  });
}
