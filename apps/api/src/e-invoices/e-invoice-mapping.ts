import {
  creditNoteTaxGroups,
  currencyMinorUnits,
  documentStrings,
  formatMinor,
  taxGroups,
  thousandthsToPercent,
  type TaxGroup,
} from '@dealdraft/domain';
import type { Invoice } from '@e-invoice-eu/core';
import { eInvoiceRefusals, type EInvoiceChecklistItem } from './e-invoice-checklist';
import {
  mathDocumentOf,
  type EInvoiceFormat,
  type EInvoiceSource,
  type EInvoiceTaxRate,
} from './e-invoice-source';

/** A document that has no e-invoice (see eInvoiceRefusals): the items say why. */
export class EInvoiceRefused extends Error {
  constructor(readonly items: EInvoiceChecklistItem[]) {
    super(items.map((refusal) => refusal.message).join('; '));
    this.name = 'EInvoiceRefused';
  }
}

/** Peppol BIS Billing 3.0 (BT-24); the library's own default is EN 16931's. */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';

/** UNTDID 1001: commercial invoice, prepayment invoice, credit note. */
const TYPE_CODES = { invoice: '380', final: '380', deposit: '386', 'credit-note': '381' } as const;
/** UN/ECE Rec 20 "one": a line's quantity has no unit of its own in Dealdraft. */
const UNIT = 'C62';

type UblInvoice = Invoice['ubl:Invoice'];
type Line = UblInvoice['cac:InvoiceLine'][number];
type Currency = UblInvoice['cbc:DocumentCurrencyCode'];

/**
 * The e-invoice of a document in @e-invoice-eu/core's data (UBL-shaped; the library writes CII
 * from the same data). Every amount is one computeDocument gave (source.totals), written with the
 * currency's decimals; the library adds no arithmetic. Choices, each for an EN 16931 rule:
 * - a line's net (BT-131) is its amount after its own discount; the document's discount is one
 *   allowance (BG-20) per VAT rate, the sum of its lines' shares (BR-CO-13, BR-S-08);
 *   with prices including tax, each line states computeDocument's net instead, its discounts
 *   inside (the net price is what remains without the tax);
 * - the date of supply (BT-72) is the service date, else the period's end, else the issue date:
 *   CII cannot be written without it (ApplicableHeaderTradeDelivery);
 * - a final invoice deducts the deposit paid as BT-113; its VAT breakdown is the whole supply's;
 * - a credit note has one line per tax group of the credited invoice, its share of the credit
 *   (creditNoteTaxGroups), and refers to the invoice (BG-3);
 * - seller and buyer are addressed by e-mail (scheme EM), which Peppol and UBL require.
 * Throws EInvoiceRefused for what cannot be expressed (a line with no VAT rate, or two).
 */
export function eInvoiceData(source: EInvoiceSource, format: EInvoiceFormat): Invoice {
  const refusals = eInvoiceRefusals(source);
  if (refusals.length) throw new EInvoiceRefused(refusals);
  const currency = source.currency as Currency;
  const digits = currencyMinorUnits(source.currency);
  const money = (minor: bigint) => decimal(minor, digits);
  const amount = (minor: bigint) => ({ value: money(minor), currency });
  const t = documentStrings(source.language);
  const ratesById = new Map(source.taxes.map((rate) => [rate.id, rate]));
  const notSubject = source.taxes.some(
    (rate) => rate.category === 'O' && source.totals.taxes.some((tax) => tax.id === rate.id),
  );

  const { lines, allowances, breakdown, lineTotal, allowanceTotal } =
    source.kind === 'credit-note' ? creditLines() : invoiceLines();
  const taxTotal = breakdown.reduce((a, row) => a + row.tax, 0n);
  const grandTotal = source.kind === 'credit-note' ? source.credit!.amount : source.totals.total;
  const prepaid = source.kind === 'final' ? (source.prepaid?.amount ?? 0n) : 0n;

  const notes = [source.notes];
  if (source.kind === 'final' && source.prepaid)
    notes.push(
      `${t.deposit.lessPaid(source.prepaid.invoiceNumber)}: ${formatMinor(source.prepaid.amount, source.currency, t.locale)}`,
    );
  const deliveryDate =
    source.serviceDate ??
    source.servicePeriod?.end ??
    source.credit?.invoiceDate ??
    source.issueDate;
  const buyerCountry = (source.buyer.countryCode ?? '') as never;
  const paymentTerms =
    source.paymentTerms?.trim() ||
    // A credit note owes a refund, not a payment; UBL's CreditNote has no due date (BT-9) of its
    // own, and BR-CO-25 wants terms or a due date while an amount is due.
    (source.kind === 'credit-note' ? t.creditNote.forInvoice(source.credit!.invoiceNumber) : null);

  const data: UblInvoice = {
    ...(format === 'peppol' ? { 'cbc:CustomizationID': PEPPOL_CUSTOMIZATION_ID } : {}),
    'cbc:ID': source.number,
    'cbc:IssueDate': source.issueDate,
    ...(source.dueDate ? { 'cbc:DueDate': source.dueDate } : {}),
    'cbc:InvoiceTypeCode': TYPE_CODES[source.kind],
    ...(notes.some((note) => note?.trim())
      ? { 'cbc:Note': [notes.filter((note) => note?.trim()).join('\n')] }
      : {}),
    'cbc:DocumentCurrencyCode': currency,
    ...(source.buyerReference?.trim() ? { 'cbc:BuyerReference': source.buyerReference } : {}),
    ...(source.servicePeriod
      ? {
          'cac:InvoicePeriod': {
            'cbc:StartDate': source.servicePeriod.start,
            'cbc:EndDate': source.servicePeriod.end,
          },
        }
      : {}),
    ...(source.orderReference?.trim()
      ? { 'cac:OrderReference': { 'cbc:ID': source.orderReference } }
      : {}),
    ...(source.credit
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': source.credit.invoiceNumber,
                'cbc:IssueDate': source.credit.invoiceDate,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty() },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty() },
    'cac:Delivery': {
      'cbc:ActualDeliveryDate': deliveryDate,
      // An intra-community supply names the country it goes to (BR-IC-12): the buyer's.
      ...(breakdown.some((row) => row.rate.category === 'K')
        ? {
            'cac:DeliveryLocation': {
              'cac:Address': address(source.buyer, source.buyer.countryCode) as never,
            },
          }
        : {}),
    },
    ...(source.seller.iban?.trim()
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58', // SEPA credit transfer
              'cbc:PaymentID': source.number,
              'cac:PayeeFinancialAccount': {
                'cbc:ID': source.seller.iban.replace(/\s+/g, '').toUpperCase(),
                'cbc:Name':
                  source.seller.accountHolder?.trim() ||
                  source.seller.legalName?.trim() ||
                  source.seller.name,
                ...(source.seller.bic?.trim()
                  ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': source.seller.bic.trim() } }
                  : {}),
              },
            },
          ],
        }
      : {}),
    ...(paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': paymentTerms } } : {}),
    ...(allowances.length ? { 'cac:AllowanceCharge': allowances } : {}),
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(taxTotal),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': breakdown.map((row) => ({
          'cbc:TaxableAmount': money(row.base),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': money(row.tax),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            ...category(row.rate),
            ...(row.rate.category !== 'S' && row.rate.category !== 'Z' && row.rate.exemptionReason
              ? { 'cbc:TaxExemptionReason': row.rate.exemptionReason }
              : {}),
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(lineTotal),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': money(lineTotal - allowanceTotal),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': money(grandTotal),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      ...(allowanceTotal > 0n
        ? {
            'cbc:AllowanceTotalAmount': money(allowanceTotal),
            'cbc:AllowanceTotalAmount@currencyID': currency,
          }
        : {}),
      ...(prepaid > 0n
        ? { 'cbc:PrepaidAmount': money(prepaid), 'cbc:PrepaidAmount@currencyID': currency }
        : {}),
      'cbc:PayableAmount': money(grandTotal - prepaid),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': lines as UblInvoice['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': data };

  function category(rate: EInvoiceTaxRate): {
    'cbc:ID': never;
    'cac:TaxScheme': { 'cbc:ID': string };
  } {
    return {
      'cbc:ID': rate.category,
      // "Not subject to VAT" states no rate (BR-O-05, BR-O-09).
      ...(rate.category === 'O' ? {} : { 'cbc:Percent': percent(rate.rate) }),
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    } as never;
  }

  function lineOf(
    id: number,
    name: string,
    quantity: bigint,
    price: { amount: bigint; base?: bigint },
    net: bigint,
    rate: EInvoiceTaxRate,
    discount: bigint,
  ): Line {
    return {
      'cbc:ID': String(id),
      'cbc:InvoicedQuantity': quantity.toString(),
      'cbc:InvoicedQuantity@unitCode': UNIT,
      'cbc:LineExtensionAmount': money(net),
      'cbc:LineExtensionAmount@currencyID': currency,
      ...(discount > 0n
        ? {
            'cac:AllowanceCharge': [
              {
                'cbc:ChargeIndicator': 'false',
                'cbc:AllowanceChargeReasonCode': '95', // discount
                'cbc:Amount': amount(discount).value,
                'cbc:Amount@currencyID': currency,
              },
            ],
          }
        : {}),
      'cac:Item': { 'cbc:Name': name, 'cac:ClassifiedTaxCategory': category(rate) },
      'cac:Price': {
        'cbc:PriceAmount': money(price.amount),
        'cbc:PriceAmount@currencyID': currency,
        ...(price.base
          ? { 'cbc:BaseQuantity': price.base.toString(), 'cbc:BaseQuantity@unitCode': UNIT }
          : {}),
      },
    } as Line;
  }

  function rateOfLine(i: number): EInvoiceTaxRate {
    const id = [...source.lines[i].taxIds, ...source.documentTaxIds][0];
    return ratesById.get(id)!;
  }

  function invoiceLines() {
    const totals = source.totals;
    const shares = new Map<string, bigint>(); // rate id → the document discount on its lines
    const lines = source.lines.map((line, i) => {
      const result = totals.lines[i];
      const rate = rateOfLine(i);
      if (source.pricesIncludeTax) {
        // The net price is what is left of the amount without its tax: exact per unit where the
        // quantity divides it, else stated for the whole quantity (BT-149 base quantity).
        const whole = line.quantity > 0n && result.net % line.quantity === 0n;
        const price = whole
          ? { amount: result.net / line.quantity }
          : { amount: result.net, base: line.quantity };
        return lineOf(i + 1, line.description, line.quantity, price, result.net, rate, 0n);
      }
      shares.set(rate.id, (shares.get(rate.id) ?? 0n) + result.documentDiscount);
      return lineOf(
        i + 1,
        line.description,
        line.quantity,
        { amount: line.unitPrice },
        result.gross - result.discount,
        rate,
        result.discount,
      );
    });
    const allowances = [...shares]
      .filter(([, share]) => share > 0n)
      .map(([id, share]) => ({
        'cbc:ChargeIndicator': 'false',
        'cbc:AllowanceChargeReasonCode': '95',
        'cbc:Amount': money(share),
        'cbc:Amount@currencyID': currency,
        'cac:TaxCategory': category(ratesById.get(id)!),
      })) as UblInvoice['cac:AllowanceCharge'] & object;
    const breakdown = totals.taxes.map((tax) => ({
      rate: ratesById.get(tax.id)!,
      base: tax.base,
      tax: tax.tax,
    }));
    const lineTotal = lines.reduce((a, _, i) => a + lineNet(i), 0n);
    function lineNet(i: number) {
      const r = totals.lines[i];
      return source.pricesIncludeTax ? r.net : r.gross - r.discount;
    }
    const allowanceTotal = [...shares.values()].reduce((a, b) => a + b, 0n);
    return { lines, allowances, breakdown, lineTotal, allowanceTotal };
  }

  function creditLines() {
    const credit = source.credit!;
    const groups = taxGroups(mathDocumentOf(source), source.totals);
    const parts = creditNoteTaxGroups(credit.amount, groups, source.rounding.method);
    const name = [t.creditNote.forInvoice(credit.invoiceNumber), credit.reason?.trim()]
      .filter(Boolean)
      .join(': ');
    const rows = parts.map((part: TaxGroup) => ({
      rate: ratesById.get(part.rates[0].id)!,
      base: part.net,
      tax: part.tax,
    }));
    const lines = rows.map((row, i) =>
      lineOf(i + 1, name, 1n, { amount: row.base }, row.base, row.rate, 0n),
    );
    const lineTotal = rows.reduce((a, row) => a + row.base, 0n);
    return { lines, allowances: [], breakdown: rows, lineTotal, allowanceTotal: 0n };
  }

  function sellerParty() {
    const { seller } = source;
    const legalName = seller.legalName?.trim() || seller.name;
    const taxSchemes = [
      // Not subject to VAT: no VAT identifier may be stated (BR-O-02).
      ...(seller.vatId?.trim() && !notSubject
        ? [{ 'cbc:CompanyID': seller.vatId.trim(), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
        : []),
      ...(seller.taxRegistrationNumber?.trim()
        ? [
            {
              'cbc:CompanyID': seller.taxRegistrationNumber.trim(),
              'cac:TaxScheme': { 'cbc:ID': 'FC' },
            },
          ]
        : []),
    ];
    return {
      ...(seller.email?.trim()
        ? { 'cbc:EndpointID': seller.email.trim(), 'cbc:EndpointID@schemeID': 'EM' as const }
        : {}),
      // Not subject to VAT, the seller names no VAT ID; its tax number identifies it (BR-CO-26).
      ...(sellerIdentifier(source)
        ? { 'cac:PartyIdentification': [{ 'cbc:ID': sellerIdentifier(source)! }] }
        : {}),
      ...(seller.name.trim() !== legalName ? { 'cac:PartyName': { 'cbc:Name': seller.name } } : {}),
      'cac:PostalAddress': address(seller, seller.countryCode),
      ...(taxSchemes.length ? { 'cac:PartyTaxScheme': taxSchemes } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': legalName },
      'cac:Contact': {
        'cbc:Name': legalName,
        ...(seller.phone?.trim() ? { 'cbc:Telephone': seller.phone.trim() } : {}),
        ...(seller.email?.trim() ? { 'cbc:ElectronicMail': seller.email.trim() } : {}),
      },
    } as UblInvoice['cac:AccountingSupplierParty']['cac:Party'];
  }

  function buyerParty() {
    const { buyer } = source;
    return {
      ...(buyer.email?.trim()
        ? { 'cbc:EndpointID': buyer.email.trim(), 'cbc:EndpointID@schemeID': 'EM' as const }
        : {}),
      'cac:PostalAddress': address(buyer, buyerCountry),
      ...(buyer.vatId?.trim() && !notSubject
        ? {
            'cac:PartyTaxScheme': {
              'cbc:CompanyID': buyer.vatId.trim(),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          }
        : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name },
    } as UblInvoice['cac:AccountingCustomerParty']['cac:Party'];
  }
}

/**
 * BT-29, the seller identifier: stated only where the seller names no VAT ID, on an invoice not
 * subject to VAT (BR-O-02 forbids the VAT ID there, BR-CO-26 wants an identifier): its tax number.
 */
export function sellerIdentifier(source: EInvoiceSource): string | null {
  const notSubject = source.taxes.some(
    (rate) => rate.category === 'O' && source.totals.taxes.some((tax) => tax.id === rate.id),
  );
  return (notSubject && source.seller.taxRegistrationNumber?.trim()) || null;
}

/** The street lines, city, postal code and country of a party (BG-5, BG-8, BG-15). */
function address(
  party: { addressLines: string[]; postalCode: string | null; city: string | null },
  countryCode: string | null,
) {
  const [street, additional, ...rest] = party.addressLines.map((l) => l.trim()).filter(Boolean);
  return {
    ...(street ? { 'cbc:StreetName': street } : {}),
    ...(additional ? { 'cbc:AdditionalStreetName': additional } : {}),
    ...(party.city?.trim() ? { 'cbc:CityName': party.city.trim() } : {}),
    ...(party.postalCode?.trim() ? { 'cbc:PostalZone': party.postalCode.trim() } : {}),
    ...(rest.length ? { 'cac:AddressLine': { 'cbc:Line': rest.join(', ') } } : {}),
    'cac:Country': { 'cbc:IdentificationCode': (countryCode ?? '').toUpperCase() },
  } as never;
}

/** Minor units as a decimal with the currency's digits: 123456n, 2 → "1234.56". */
export function decimal(minor: bigint, digits: number): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10n ** BigInt(digits);
  return `${sign}${abs / scale}.${(abs % scale).toString().padStart(digits, '0')}`;
}

/** Thousandths of a percent as BT-152/BT-119: 19000n → "19", 9975n → "9.975". */
function percent(rate: bigint): string {
  return String(thousandthsToPercent(rate));
}
