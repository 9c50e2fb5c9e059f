/**
 * The receipt a client gets for each payment: what it says the payment left to pay,
 * and its e-mail, in the invoice's language and currency.
 */
import { documentStrings, formatDocumentDate } from './document-language';
import { formatMinor } from './document-math';
import { amountDue, type DepositDeducted } from './amount-due';
import type { LedgerEntry } from './payments';

export interface ReceiptTotals {
  /** Received less refunded, up to and including this payment. */
  paidMinor: bigint;
  /** What the client still owed once this payment was in. */
  balanceMinor: bigint;
  /** This payment's place among the invoice's payments (refunds not counted), from 1. */
  sequence: number;
}

/**
 * The ledger as it stood right after `paymentId` (entries in the order they were recorded):
 * a receipt sent late, after more payments came in, still states what this payment left.
 * Null when the entry is not there or is a refund.
 */
export function receiptTotals(
  totalMinor: bigint,
  ledger: readonly LedgerEntry[],
  paymentId: string,
  creditedMinor = 0n,
  deposit: DepositDeducted | null = null,
): ReceiptTotals | null {
  const at = ledger.findIndex((entry) => entry.id === paymentId);
  if (at < 0 || ledger[at].refundOf !== null) return null;
  const upTo = ledger.slice(0, at + 1);
  const totals = amountDue({ totalMinor, ledger: upTo, creditedMinor, deposit });
  return {
    paidMinor: totals.paidMinor,
    balanceMinor: totals.balanceMinor,
    sequence: upTo.filter((entry) => entry.refundOf === null).length,
  };
}

export interface ReceiptLetter {
  clientName: string;
  senderName: string;
  invoiceNumber: string;
  /** Minor units of `currency`: this payment, and what is left to pay after it. */
  amountMinor: bigint;
  balanceMinor: bigint;
  currency: string;
  /** 'YYYY-MM-DD'. */
  paidOn: string;
  language?: string | null;
}

export function receiptSubject(invoiceNumber: string, language?: string | null): string {
  return documentStrings(language).receipt.subject(invoiceNumber);
}

/** The receipt e-mail's lines: greeting, the payment, what is left to pay, the attachment. */
export function receiptEmailLines(letter: ReceiptLetter): string[] {
  const t = documentStrings(letter.language);
  const money = (minor: bigint) => formatMinor(minor, letter.currency, t.locale);
  return [
    t.email.greeting(letter.clientName),
    '',
    t.receipt.thanks(
      money(letter.amountMinor),
      letter.invoiceNumber,
      formatDocumentDate(letter.paidOn, letter.language),
    ),
    letter.balanceMinor > 0n ? t.receipt.balanceNow(money(letter.balanceMinor)) : t.receipt.settled,
    t.receipt.attached,
    '',
    t.email.regards,
    letter.senderName,
  ];
}
