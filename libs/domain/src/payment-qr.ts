/**
 * The EPC QR code ("GiroCode"): what a banking app scans to fill in a SEPA credit transfer.
 * EPC069-12 version 002: BIC optional inside the EEA, UTF-8, amount in euros only.
 */

/** The standard's limits: the beneficiary's name and the unstructured remittance text. */
export const EPC_NAME_MAX = 70;
export const EPC_REMITTANCE_MAX = 140;
/** "EUR" with at most 999,999,999.99. */
const EPC_AMOUNT_MAX_MINOR = 99_999_999_999n;

export interface EpcTransfer {
  /** Without spaces. */
  iban: string;
  bic: string | null;
  /** Who is paid: the account holder. */
  name: string;
  /** In euro cents; the code is only for euros. */
  amountMinor: bigint;
  currency: string;
  /** The invoice number, so the payment names what it pays. */
  remittance: string;
}

/**
 * The payload, or null where the standard has no code: another currency than euros, nothing (or
 * more than it allows) to pay, or no IBAN. Names and text longer than the standard allows are cut.
 */
export function epcQrPayload(transfer: EpcTransfer): string | null {
  const { iban, bic, name, amountMinor, currency, remittance } = transfer;
  if (currency !== 'EUR' || !iban || amountMinor <= 0n || amountMinor > EPC_AMOUNT_MAX_MINOR) {
    return null;
  }
  const euros = `${amountMinor / 100n}.${String(amountMinor % 100n).padStart(2, '0')}`;
  const oneLine = (text: string, max: number) =>
    Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('');
  return [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    bic ?? '',
    oneLine(name, EPC_NAME_MAX),
    iban.replace(/\s+/g, '').toUpperCase(),
    `EUR${euros}`,
    '', // purpose code
    '', // structured reference (none: the text below)
    oneLine(remittance, EPC_REMITTANCE_MAX),
  ].join('\n');
}
