import {
  CreditNoteMessages,
  creditRefusal,
  currencyMinorUnits,
  latestPaymentDate,
  ledgerTotals,
  PaymentMessages,
  todayIso,
  toMinor,
  type FieldError,
} from '@dealdraft/domain';
import type { CreateCreditNoteInput } from '@/generated/graphql';
import { amountText } from './payment-form';

const M = CreditNoteMessages;

export type CreditNoteFormValues = { amount: string; reason: string; issuedOn: string };

/** A message per failing field, keyed as the api names them. */
export type CreditNoteFormErrors = Partial<Record<keyof CreditNoteFormValues, string>>;

/** A new credit note: the whole balance due ("in full"), today, the reason to write. */
export function newCreditNoteValues(
  balanceDue: number,
  currency: string,
  today = todayIso(),
): CreditNoteFormValues {
  return { amount: amountText(balanceDue, currency), reason: '', issuedOn: today };
}

/**
 * The api's rules, asked first (libs/domain creditRefusal): a positive amount in the currency's
 * decimals and no more than the balance, a reason, a date no later than the api's today.
 */
export function validateCreditNote(
  values: CreditNoteFormValues,
  invoice: { balanceDue: number; currency: string },
  today = todayIso(),
): CreditNoteFormErrors {
  const { currency } = invoice;
  const errors: CreditNoteFormErrors = {};
  const number = Number(values.amount.trim());
  const minor =
    values.amount.trim() === '' || !Number.isFinite(number) || number <= 0
      ? null
      : toMinor(number, currency);
  if (minor === null) {
    errors.amount =
      values.amount.trim() !== '' && Number.isFinite(number) && number > 0
        ? PaymentMessages.amountDecimals(currency, currencyMinorUnits(currency))
        : M.amountPositive;
  } else {
    const balance = ledgerTotals(toMinor(invoice.balanceDue, currency) ?? 0n, []);
    const refusal = creditRefusal(balance, minor, currency);
    if (refusal) errors.amount = refusal;
  }
  if (values.reason.trim() === '') errors.reason = M.reasonRequired;
  if (values.issuedOn > latestPaymentDate(today)) errors.issuedOn = M.dateInFuture;
  return errors;
}

const FIELDS: ReadonlySet<string> = new Set<keyof CreditNoteFormValues>([
  'amount',
  'reason',
  'issuedOn',
]);

/** The api's refusals under the fields it names. */
export function creditNoteServerErrors(errors: FieldError[]): CreditNoteFormErrors {
  return Object.fromEntries(
    errors
      .filter(({ field, messages }) => FIELDS.has(field) && messages.length > 0)
      .map(({ field, messages }) => [field, messages[0]]),
  );
}

export function toCreditNoteInput(values: CreditNoteFormValues): CreateCreditNoteInput {
  return {
    amount: Number(values.amount.trim()),
    reason: values.reason.trim(),
    issuedOn: values.issuedOn || null,
  };
}
