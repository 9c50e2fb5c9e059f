/**
 * An invoice's payments ledger, as rules: what a payment or a refund may be, what
 * the client still owes, the status that follows, a proposal's deposit and the aging of unpaid
 * invoices. Amounts are integer minor units of the invoice's currency (document-math). The api
 * applies these inside the transaction that locks the invoice, so two payments racing for one
 * balance are judged one after the other; the web shows the same balance before it asks.
 */
import { FieldCode, type Refusal } from './errors';
import { formatMinor, HUNDRED_PERCENT, roundFraction, type Discount } from './document-math';
import { PARTIALLY_PAID, type LedgerStatus } from './document-statuses';
import { DAY_MS } from './calendar-date';

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * One line of the ledger: a payment (positive) or a refund (negative, naming the payment it
 * gives back).
 */
export interface LedgerEntry {
  id: string;
  amountMinor: bigint;
  refundOf: string | null;
}

export interface LedgerTotals {
  totalMinor: bigint;
  /** Every payment received, before refunds. */
  receivedMinor: bigint;
  /** Every refund, as a positive amount. */
  refundedMinor: bigint;
  /** Credit notes against the invoice. */
  creditedMinor: bigint;
  /** What the client still owes: total − credited − (received − refunded). Never below 0. */
  balanceMinor: bigint;
}

export const PaymentMessages = {
  amountPositive: 'Enter an amount greater than 0',
  refundAmountRequired: 'Enter the amount to refund',
  draft: 'A draft invoice cannot be paid yet: send it first',
  nothingDue: 'This invoice has no balance due',
  /** `balance` is formatted in the invoice's currency: "$120.00". */
  overpayment: (balance: string) =>
    `This payment is more than the balance due (${balance}): record at most the balance`,
  refundOfRefund: 'A refund gives back a payment, not another refund',
  /** `left` is what the payment still holds after its earlier refunds. */
  refundTooLarge: (left: string) =>
    `A refund cannot be more than what is left of the payment (${left})`,
  method: `Choose one of: ${PAYMENT_METHODS.join(', ')}`,
  depositTooLarge: 'The deposit cannot be more than the total',
  /** An amount with more decimals than the invoice's currency has. */
  amountDecimals: (currency: string, digits: number) =>
    digits === 0
      ? `Amounts in ${currency} are whole numbers`
      : `Amounts in ${currency} have at most ${digits} decimals`,
  dateInFuture: 'The payment date cannot be in the future',
  notFound: 'Payment not found',
  /** A hand-set status that contradicts the payments recorded. */
  statusFollowsPayments:
    'This invoice has payments recorded, so its status follows them: refund a payment to reopen it',
  partiallyPaidByHand:
    'An invoice is partially paid once a payment covers part of it: record a payment instead',
  /** `paid` is formatted in the invoice's currency. */
  totalBelowPaid: (paid: string) =>
    `The total cannot be less than what is already paid (${paid}): refund a payment first`,
  currencyWithPayments: (currency: string) =>
    `This invoice has payments in ${currency}, so its currency cannot change`,
  refundedInFull: 'This payment is already refunded in full',
  refundOnline:
    'This payment was made online: refund it in Stripe, and the refund is recorded when Stripe reports it',
  deleteWithRefunds: 'This payment has refunds: delete them first',
  deleteCardPayment: 'A card payment cannot be deleted: refund it instead',
  /** The note of the payment that "mark as paid" records. */
  markedPaidNote: 'Marked as paid',
  listed: 'Payments fetched successfully',
  recorded: 'Payment recorded successfully',
  refunded: 'Refund recorded successfully',
  deleted: 'Payment deleted successfully',
} as const;

/** The latest payment date a form may give: tomorrow in UTC, so every time zone's today fits. */
export function latestPaymentDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The ledger summed: received, refunded and what is still owed. */
export function ledgerTotals(
  totalMinor: bigint,
  entries: readonly LedgerEntry[],
  creditedMinor = 0n,
): LedgerTotals {
  let receivedMinor = 0n;
  let refundedMinor = 0n;
  for (const entry of entries) {
    if (entry.amountMinor >= 0n) receivedMinor += entry.amountMinor;
    else refundedMinor -= entry.amountMinor;
  }
  const owed = totalMinor - creditedMinor - (receivedMinor - refundedMinor);
  return {
    totalMinor,
    receivedMinor,
    refundedMinor,
    creditedMinor,
    balanceMinor: owed > 0n ? owed : 0n,
  };
}

/**
 * The status an invoice takes after its ledger changed: paid when nothing is owed, partially
 * paid when something is paid or credited, and back to sent when a refund undoes every
 * payment. A draft or sent invoice with nothing paid keeps its status, as does an invoice
 * whose total is 0 (nothing to pay, nothing paid).
 */
export function statusAfterLedger(stored: LedgerStatus, totals: LedgerTotals): LedgerStatus {
  const settled = totals.receivedMinor - totals.refundedMinor + totals.creditedMinor;
  if (totals.totalMinor > 0n && totals.balanceMinor === 0n) return 'paid';
  if (settled > 0n && totals.balanceMinor > 0n) return PARTIALLY_PAID;
  return stored === 'paid' || stored === PARTIALLY_PAID ? 'sent' : stored;
}

/** Why a payment of `amountMinor` cannot be recorded (its code and message), or null. */
export function checkPayment(
  totals: LedgerTotals,
  amountMinor: bigint,
  currency: string,
): Refusal | null {
  if (amountMinor <= 0n)
    return { code: FieldCode.AmountNotPositive, message: PaymentMessages.amountPositive };
  if (totals.balanceMinor === 0n)
    return { code: FieldCode.NothingDue, message: PaymentMessages.nothingDue };
  if (amountMinor > totals.balanceMinor) {
    const balance = formatMinor(totals.balanceMinor, currency);
    return { code: FieldCode.OverBalance, message: PaymentMessages.overpayment(balance) };
  }
  return null;
}

/** checkPayment's message, as the payment form shows it before asking the api. */
export function paymentRefusal(
  totals: LedgerTotals,
  amountMinor: bigint,
  currency: string,
): string | null {
  return checkPayment(totals, amountMinor, currency)?.message ?? null;
}

/** What a payment still holds: its amount less the refunds that name it. */
export function refundableMinor(payment: LedgerEntry, entries: readonly LedgerEntry[]): bigint {
  return entries
    .filter((entry) => entry.refundOf === payment.id)
    .reduce((left, refund) => left + refund.amountMinor, payment.amountMinor);
}

/** Why refunding `amountMinor` (a positive amount) of `payment` is refused, or null. */
export function checkRefund(
  payment: LedgerEntry,
  entries: readonly LedgerEntry[],
  amountMinor: bigint,
  currency: string,
): Refusal | null {
  if (payment.amountMinor < 0n)
    return { code: FieldCode.RefundOfRefund, message: PaymentMessages.refundOfRefund };
  if (amountMinor <= 0n)
    return { code: FieldCode.AmountNotPositive, message: PaymentMessages.amountPositive };
  const left = refundableMinor(payment, entries);
  if (amountMinor > left) {
    const message = PaymentMessages.refundTooLarge(formatMinor(left, currency));
    return { code: FieldCode.RefundTooLarge, message };
  }
  return null;
}

/** checkRefund's message, as the refund form shows it before asking the api. */
export function refundRefusal(
  payment: LedgerEntry,
  entries: readonly LedgerEntry[],
  amountMinor: bigint,
  currency: string,
): string | null {
  return checkRefund(payment, entries, amountMinor, currency)?.message ?? null;
}

/**
 * A proposal's deposit in minor units: a percent (thousandths, like tax rates) of the total,
 * rounded half-up, or an amount no larger than the total.
 */
export function depositMinor(totalMinor: bigint, deposit: Discount): bigint {
  if ('percent' in deposit) {
    return roundFraction(totalMinor * deposit.percent, HUNDRED_PERCENT, 'half-up');
  }
  if (deposit.amount > totalMinor) throw new RangeError(PaymentMessages.depositTooLarge);
  return deposit.amount;
}

/** The aging buckets of unpaid invoices, by days past due. */
export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * How many days an unpaid invoice is past its due date (0 before it), counted from its date
 * when it has no due date; and the bucket that puts it in. Dates are calendar days
 * ('YYYY-MM-DD'), so a month end or a leap day counts as the calendar does.
 */
export function daysPastDue(dueDate: string | null, invoiceDate: string, today: string): number {
  return Math.max(0, dayNumber(today) - dayNumber(dueDate ?? invoiceDate));
}

export function agingBucket(days: number): AgingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}
