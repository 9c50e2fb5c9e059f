/**
 * Credit notes: a document against an invoice, in full or in part, with its own
 * numbering, that reduces what the client owes. Its PDF and e-mail are in the invoice's language
 * and currency. Amounts are integer minor units of the invoice's currency, as in payments.ts.
 */
import { documentStrings } from './document-language';
import { formatMinor } from './document-math';
import { amountDue, paidLedger, type DepositDeducted } from './amount-due';
import { FieldCode, type Refusal } from './errors';
import type { LedgerTotals } from './payments';
import { splitGross, type TaxGroup } from './tax-groups';
import type { RoundingMethod } from './document-math';

/**
 * Credit notes are numbered by this pattern (numbering.ts), one gap-free sequence per
 * workspace: CN-0001, CN-0002… A number is never reused, so a timestamp (which two creates in
 * one millisecond would share) is not enough, and a sequence keeps the series auditable.
 */
export const CREDIT_NOTE_NUMBER_PATTERN = 'CN-{SEQ:4}';

export const CREDIT_NOTE_REASON_MAX = 500;

export const CreditNoteMessages = {
  notFound: 'Credit note not found',
  reasonRequired: 'Enter the reason for the credit note',
  reasonTooLong: `The reason can be at most ${CREDIT_NOTE_REASON_MAX} characters`,
  amountPositive: 'Enter an amount greater than 0',
  amountRequired: 'Enter the amount to credit',
  nothingDue: 'This invoice has no balance due, so there is nothing to credit',
  /** `balance` is formatted in the invoice's currency: "$120.00". */
  overBalance: (balance: string) =>
    `A credit note cannot be more than the balance due (${balance}): credit at most the balance`,
  draft: 'A draft invoice cannot be credited: edit it instead',
  dateInFuture: 'The credit note date cannot be in the future',
  /** `settled` is formatted in the invoice's currency. */
  totalBelowSettled: (settled: string) =>
    `The total cannot be less than what is already paid and credited (${settled})`,
  currencyWithCredits: (currency: string) =>
    `This invoice has credit notes in ${currency}, so its currency cannot change`,
  listed: 'Credit notes fetched successfully',
  created: 'Credit note issued successfully',
  queued: 'Credit note queued for sending',
} as const;

/**
 * Why a credit of `amountMinor` is refused against an invoice whose ledger is `totals`, or null.
 * A credit note takes off part or all of what is still owed, never more: money already paid
 * goes back as a refund.
 */
export function checkCredit(
  totals: LedgerTotals,
  amountMinor: bigint,
  currency: string,
): Refusal | null {
  if (amountMinor <= 0n)
    return { code: FieldCode.AmountNotPositive, message: CreditNoteMessages.amountPositive };
  if (totals.balanceMinor === 0n)
    return { code: FieldCode.NothingDue, message: CreditNoteMessages.nothingDue };
  if (amountMinor > totals.balanceMinor) {
    const balance = formatMinor(totals.balanceMinor, currency);
    return { code: FieldCode.OverBalance, message: CreditNoteMessages.overBalance(balance) };
  }
  return null;
}

/** checkCredit's message, as the credit note form shows it before asking the api. */
export function creditRefusal(
  totals: LedgerTotals,
  amountMinor: bigint,
  currency: string,
): string | null {
  return checkCredit(totals, amountMinor, currency)?.message ?? null;
}

export interface CreditNoteTotals {
  /** Every credit note of the invoice up to and including this one. */
  creditedMinor: bigint;
  /** Received less refunded, as it stood when this credit note was issued. */
  paidMinor: bigint;
  /** What the client owed once this credit note was counted. */
  balanceMinor: bigint;
}

/**
 * What a credit note states about its invoice, as it stood right after the note was issued: a
 * copy sent or printed later states the same amounts.
 */
export function creditNoteTotals(
  invoiceTotalMinor: bigint,
  paidMinor: bigint,
  creditedMinor: bigint,
  deposit: DepositDeducted | null = null,
): CreditNoteTotals {
  const totals = amountDue({
    totalMinor: invoiceTotalMinor,
    ledger: paidLedger(paidMinor),
    creditedMinor,
    deposit,
  });
  return { creditedMinor, paidMinor, balanceMinor: totals.balanceMinor };
}

export interface CreditNoteLetter {
  clientName: string;
  senderName: string;
  creditNoteNumber: string;
  invoiceNumber: string;
  /** Minor units of `currency`: this credit note, and what the invoice asks for after it. */
  amountMinor: bigint;
  balanceMinor: bigint;
  currency: string;
  language?: string | null;
}

export function creditNoteSubject(
  creditNoteNumber: string,
  invoiceNumber: string,
  language?: string | null,
): string {
  return documentStrings(language).creditNote.subject(creditNoteNumber, invoiceNumber);
}

/** The credit note e-mail's lines: greeting, the note, what is left to pay, the signature. */
export function creditNoteEmailLines(letter: CreditNoteLetter): string[] {
  const t = documentStrings(letter.language);
  const money = (minor: bigint) => formatMinor(minor, letter.currency, t.locale);
  return [
    t.email.greeting(letter.clientName),
    '',
    t.creditNote.body(letter.creditNoteNumber, money(letter.amountMinor), letter.invoiceNumber),
    letter.balanceMinor > 0n
      ? t.creditNote.balanceNow(money(letter.balanceMinor))
      : t.creditNote.settled,
    '',
    t.email.regards,
    letter.senderName,
  ];
}

/**
 * The VAT a credit note of `amountMinor` corrects: the amount shared out over the credited
 * invoice's tax groups (taxGroups of its lines) in proportion to their gross, each part's tax
 * taken out at its rates and rounded once. The parts add up to the credit exactly, each part's
 * net + tax is its gross, and a credit of the whole invoice states the invoice's own bases and
 * taxes. A credit note keeps no lines of its own, so this is its VAT breakdown.
 */
export function creditNoteTaxGroups(
  amountMinor: bigint,
  invoiceGroups: readonly TaxGroup[],
  method: RoundingMethod = 'half-up',
): TaxGroup[] {
  return splitGross(amountMinor, invoiceGroups, method);
}
