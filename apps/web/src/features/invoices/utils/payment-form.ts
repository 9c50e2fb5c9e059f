import {
  currencyMinorUnits,
  latestPaymentDate,
  ledgerTotals,
  PaymentMessages,
  paymentRefusal,
  refundRefusal,
  todayIso,
  toMinor,
  type FieldError,
  type PaymentMethod,
} from '@dealdraft/domain';
import { orNull } from '@/features/documents/utils/form-rules';
import type { PaymentInput, RefundInput } from '@/generated/graphql';

const M = PaymentMessages;

export type PaymentFormValues = {
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  note: string;
  /** Whether the client is e-mailed a receipt (the api's default is yes). */
  sendReceipt: boolean;
};

export type RefundFormValues = Pick<PaymentFormValues, 'amount' | 'paidOn' | 'note'>;

/** A message per failing field, keyed as the api names them (amount, paidOn, …). */
export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

/** An amount as a field shows it, with the currency's decimals: "700.00", or "700" in JPY. */
export const amountText = (amount: number, currency: string): string =>
  amount.toFixed(currencyMinorUnits(currency));

/** A new payment: the whole balance, paid today by bank transfer. */
export function newPaymentValues(
  balanceDue: number,
  currency: string,
  today = todayIso(),
): PaymentFormValues {
  return {
    amount: amountText(balanceDue, currency),
    paidOn: today,
    method: 'bank_transfer',
    reference: '',
    note: '',
    sendReceipt: true,
  };
}

/** A new refund: all that is left of the payment, today. */
export function newRefundValues(
  refundable: number,
  currency: string,
  today = todayIso(),
): RefundFormValues {
  return { amount: amountText(refundable, currency), paidOn: today, note: '' };
}

/**
 * The typed amount in minor units of the currency, or why it is not an amount: `notPositive`
 * (the payment's or the credit note's wording) or too many decimals for the currency.
 */
export function typedMinor(
  text: string,
  currency: string,
  notPositive: string = M.amountPositive,
): bigint | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return notPositive;
  return toMinor(value, currency) ?? M.amountDecimals(currency, currencyMinorUnits(currency));
}

/** The api's date rule: no later than tomorrow in UTC, so each time zone's today fits. */
export const isAfterLatest = (date: string, today: string): boolean =>
  date > latestPaymentDate(today);

const dateError = (paidOn: string, today: string) =>
  isAfterLatest(paidOn, today) ? M.dateInFuture : undefined;

const withoutEmpty = (errors: PaymentFormErrors): PaymentFormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));

/**
 * The api's own rules, asked before it is (libs/domain payments): a positive amount in the
 * currency's decimals, no more than the balance, not in the future.
 */
export function validatePayment(
  values: PaymentFormValues,
  invoice: { balanceDue: number; currency: string },
  today = todayIso(),
): PaymentFormErrors {
  const { currency } = invoice;
  const minor = typedMinor(values.amount, currency);
  const balance = ledgerTotals(toMinor(invoice.balanceDue, currency) ?? 0n, []);
  return withoutEmpty({
    amount:
      typeof minor === 'string' ? minor : (paymentRefusal(balance, minor, currency) ?? undefined),
    paidOn: dateError(values.paidOn, today),
  });
}

/** A refund gives back no more than what is left of its payment. */
export function validateRefund(
  values: RefundFormValues,
  payment: { id: string; refundable: number },
  currency: string,
  today = todayIso(),
): PaymentFormErrors {
  const minor = typedMinor(values.amount, currency);
  const left = { id: payment.id, amountMinor: toMinor(payment.refundable, currency) ?? 0n };
  return withoutEmpty({
    amount:
      typeof minor === 'string'
        ? minor
        : (refundRefusal({ ...left, refundOf: null }, [], minor, currency) ?? undefined),
    paidOn: dateError(values.paidOn, today),
  });
}

/** The api's refusals of the fields a form has, the first message of each under its name. */
export function refusalsOf<F extends string>(
  fields: ReadonlySet<string>,
  errors: FieldError[],
): Partial<Record<F, string>> {
  return Object.fromEntries(
    errors
      .filter(({ field, messages }) => fields.has(field) && messages.length > 0)
      .map(({ field, messages }) => [field, messages[0]]),
  ) as Partial<Record<F, string>>;
}

const FIELDS: ReadonlySet<string> = new Set<keyof PaymentFormValues>([
  'amount',
  'paidOn',
  'method',
  'reference',
  'note',
]);

/** The api's refusals of a payment or refund, under the fields it names (the form's names). */
export const serverErrors = (errors: FieldError[]): PaymentFormErrors =>
  refusalsOf<keyof PaymentFormValues>(FIELDS, errors);

export function toPaymentInput(values: PaymentFormValues): PaymentInput {
  return {
    amount: Number(values.amount.trim()),
    method: values.method,
    paidOn: orNull(values.paidOn),
    reference: orNull(values.reference.trim()),
    note: orNull(values.note.trim()),
    sendReceipt: values.sendReceipt,
  };
}

export function toRefundInput(values: RefundFormValues): RefundInput {
  return {
    amount: Number(values.amount.trim()),
    paidOn: orNull(values.paidOn),
    note: orNull(values.note.trim()),
  };
}
