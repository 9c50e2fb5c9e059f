/**
 * What the client is asked to pay on an invoice, worked out once for every place that states
 * it: the app's screens, the client page, the invoice, receipt and credit-note PDFs and their
 * e-mails, and the reminders. A final invoice deducts the paid deposit invoice of its proposal;
 * each of those places stating its own sum is how the client came to be asked for the deposit
 * twice. Amounts are integer minor units of the invoice's currency.
 */
import { documentStrings } from './document-language';
import { formatMinor } from './document-math';
import { ledgerTotals, type LedgerEntry } from './payments';

/** A paid deposit invoice that a final invoice deducts. */
export interface DepositDeducted {
  /** The deposit invoice's number, as the client knows it. */
  invoiceNumber: string;
  /** What the final invoice deducts: what is paid on the deposit, at most what it asks. */
  amountMinor: bigint;
}

export interface AmountDueInput {
  totalMinor: bigint;
  deposit?: DepositDeducted | null;
  /** The invoice's credit notes. */
  creditedMinor?: bigint;
  /**
   * Payments and refunds, in the order they were recorded. Client credits applied to the
   * invoice are recorded here as payments, so they count as paid.
   */
  ledger: readonly LedgerEntry[];
}

export interface AmountDue {
  totalMinor: bigint;
  /** The deposit deducted; null when the invoice deducts none. */
  deposit: DepositDeducted | null;
  creditedMinor: bigint;
  /** Every payment received, before refunds. */
  receivedMinor: bigint;
  /** Every refund, as a positive amount. */
  refundedMinor: bigint;
  /** Received less refunded. */
  paidMinor: bigint;
  /** total − deposit − credits − paid, never below 0: the amount due. */
  balanceMinor: bigint;
}

export function amountDue(input: AmountDueInput): AmountDue {
  const deposit = input.deposit && input.deposit.amountMinor > 0n ? input.deposit : null;
  const creditedMinor = input.creditedMinor ?? 0n;
  const totals = ledgerTotals(
    input.totalMinor,
    input.ledger,
    creditedMinor + (deposit?.amountMinor ?? 0n),
  );
  return {
    totalMinor: input.totalMinor,
    deposit,
    creditedMinor,
    receivedMinor: totals.receivedMinor,
    refundedMinor: totals.refundedMinor,
    paidMinor: totals.receivedMinor - totals.refundedMinor,
    balanceMinor: totals.balanceMinor,
  };
}

/** The net amount paid as one ledger entry, for callers that keep only the sum. */
export function paidLedger(paidMinor: bigint): LedgerEntry[] {
  return paidMinor !== 0n ? [{ id: 'paid', amountMinor: paidMinor, refundOf: null }] : [];
}

/** "−1.194,03 €": an amount taken off, in the document's locale. */
export function deductedAmount(
  amountMinor: bigint,
  currency: string,
  language?: string | null,
): string {
  return `−${formatMinor(amountMinor, currency, documentStrings(language).locale)}`;
}

/**
 * The deposit's line as a sentence (e-mails, the client page): "Less deposit paid, invoice
 * INV-0042: −$1,194.03"; null when nothing is deducted.
 */
export function depositDeductionLine(
  due: Pick<AmountDue, 'deposit'>,
  currency: string,
  language?: string | null,
): string | null {
  if (!due.deposit) return null;
  const label = documentStrings(language).deposit.lessPaid(due.deposit.invoiceNumber);
  return `${label}: ${deductedAmount(due.deposit.amountMinor, currency, language)}`;
}
