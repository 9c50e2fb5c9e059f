import { DAY_MS } from './calendar-date';

/**
 * Payment pages (a Stripe Checkout Session, or the test gateway's page) and the money they bring
 * that cannot be applied as planned: it is kept as a credit on the client, never dropped.
 */

/** How long an unpaid page stays open: Stripe's longest Checkout Session (24 hours). */
export const PAYMENT_SESSION_TTL_MS = DAY_MS;

export const PAYMENT_SESSION_STATUSES = ['open', 'completed', 'expired'] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/** Why a payment became a credit instead of a payment on its invoice. */
export const CREDIT_REASONS = [
  'invoice_deleted',
  'currency_changed',
  'total_changed',
  'already_paid',
  'page_closed',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const CLIENT_CREDIT_STATUSES = ['unapplied', 'applied', 'refunded'] as const;
export type ClientCreditStatus = (typeof CLIENT_CREDIT_STATUSES)[number];

/** What the owner reads about each reason, after "It could not be applied: ". */
export const CREDIT_REASON_TEXT: Record<CreditReason, string> = {
  invoice_deleted: 'the invoice was deleted',
  currency_changed: "the invoice's currency changed",
  total_changed: "the invoice's total changed",
  already_paid: 'the invoice was paid in the meantime',
  page_closed: 'its payment page had been closed',
};

export const PaymentSessionMessages = {
  /** The 409 on a change that would strand the money of a page the client may be paying on. */
  open: (invoiceNumber: string) =>
    `A payment page is open for invoice ${invoiceNumber}: the client may be paying it now. ` +
    'Close it first (Payments › Close payment pages), then try again.',
  closed: (count: number) =>
    count === 1 ? 'Closed 1 open payment page' : `Closed ${count} open payment pages`,
  /** The test gateway's Pay button on a page closed since it was opened. */
  pageClosed: 'This payment page has been closed: go back to the invoice to pay its balance',
} as const;

export const ClientCreditMessages = {
  listed: 'Client credits',
  notFound: 'Credit not found',
  applied: 'Credit applied',
  refunded: 'Credit marked as refunded',
  notUnapplied: (status: ClientCreditStatus) => `This credit is ${status} already`,
  currencyMismatch: (credit: string, invoice: string) =>
    `This credit is in ${credit}; the invoice is in ${invoice}: choose an invoice in ${credit}`,
  moreThanDue: (balance: string) =>
    `The credit is more than the invoice's balance due (${balance}): choose another invoice or refund it`,
  notOpen: 'Choose a sent, overdue or partially paid invoice',
  invoiceRequired: 'Choose the invoice to apply the credit to',
  paymentNote: (invoiceNumber: string) => `Applied from a client credit (paid on ${invoiceNumber})`,
} as const;

/**
 * The owner's notice for money kept as a credit: "Globex paid $120.00 on invoice INV-0042. It
 * could not be applied: the invoice was already paid. It is kept as a credit on the client."
 */
export function unappliedPaymentNotice(
  clientName: string,
  amount: string,
  invoiceNumber: string,
  reason: CreditReason,
) {
  return (
    `${clientName} paid ${amount} on invoice ${invoiceNumber}. It could not be applied: ` +
    `${CREDIT_REASON_TEXT[reason]}. It is kept as a credit on the client: apply it to an open ` +
    'invoice or refund it.'
  );
}
