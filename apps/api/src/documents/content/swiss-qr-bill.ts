import { fromMinor } from '@dealdraft/domain';
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import type { InvoiceContentSource } from './content-sources';
import { invoiceAmountDue } from './invoice-amount-due';
import type { SwissQrBill, SwissQrBillParty } from './printable-document';

/** The standard's field lengths (Swiss Implementation Guidelines QR-bill, structured address). */
const NAME_MAX = 70;
const STREET_MAX = 70;
const ZIP_MAX = 16;
const CITY_MAX = 35;
const MESSAGE_MAX = 140;
/** At most 999,999,999.99. */
const AMOUNT_MAX_MINOR = 99_999_999_999n;

const LANGUAGES: Record<string, SwissQrBill['language']> = {
  de: 'DE',
  fr: 'FR',
  it: 'IT',
};

/**
 * The Swiss QR-bill of what an invoice still asks, or null where it has none: the workspace's
 * IBAN is Swiss or Liechtenstein (and not a QR-IBAN, which needs a QR reference we do not issue),
 * the invoice is in francs or euros, something is due, and the workspace's address is complete
 * (the creditor's address is mandatory). The client is the debtor when its address is complete;
 * else the payment part leaves a box for it. The message is the invoice number.
 */
export function swissQrBillOf(i: InvoiceContentSource): SwissQrBill | null {
  const seller = i.parties?.seller;
  const iban = seller?.iban?.replace(/\s+/g, '').toUpperCase();
  if (!seller || !iban || !/^(CH|LI)/.test(iban)) return null;
  if (!isIBANValid(iban) || isQRIBAN(iban)) return null;
  if (i.currency !== 'CHF' && i.currency !== 'EUR') return null;
  const dueMinor = invoiceAmountDue(i).balanceMinor;
  if (dueMinor <= 0n || dueMinor > AMOUNT_MAX_MINOR) return null;
  const creditor = partyOf(seller.accountHolder ?? seller.legalName ?? seller.name, {
    street: seller.address ?? i.businessAddress,
    postalCode: seller.postalCode,
    city: seller.city,
    countryCode: seller.countryCode,
  });
  if (!creditor) return null;
  const buyer = i.parties?.buyer;
  const debtor = buyer
    ? partyOf(i.clientName, {
        street: i.clientAddress,
        postalCode: buyer.postalCode,
        city: buyer.city,
        countryCode: buyer.countryCode,
      })
    : null;
  return {
    currency: i.currency,
    amount: fromMinor(dueMinor, i.currency),
    creditor: { account: iban, ...creditor },
    ...(debtor ? { debtor } : {}),
    message: cut(i.invoiceNumber, MESSAGE_MAX),
    language: LANGUAGES[i.language] ?? 'EN',
  };
}

/**
 * A party with a complete structured address, or null: its street is the first line of the
 * address text (the postal code and city are their own fields).
 */
function partyOf(
  name: string,
  address: {
    street: string | null | undefined;
    postalCode: string | null;
    city: string | null;
    countryCode: string | null;
  },
): SwissQrBillParty | null {
  const street = (address.street ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find(Boolean);
  const { postalCode, city, countryCode } = address;
  if (!name.trim() || !street || !postalCode || !city || !countryCode) return null;
  return {
    name: cut(name, NAME_MAX),
    address: cut(street, STREET_MAX),
    zip: cut(postalCode, ZIP_MAX),
    city: cut(city, CITY_MAX),
    country: countryCode.toUpperCase(),
  };
}

function cut(text: string, max: number): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('');
}
