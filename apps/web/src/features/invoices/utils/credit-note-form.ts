import {
  CreditNoteMessages,
  creditRefusal,
  ledgerTotals,
  todayIso,
  toMinor,
  type FieldError,
} from '@dealdraft/domain';
import type { CreateCreditNoteInput } from '@/generated/graphql';
import { amountText, isAfterLatest, refusalsOf, typedMinor } from './payment-form';

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
  const minor = typedMinor(values.amount, currency, M.amountPositive);
  if (typeof minor === 'string') {
    errors.amount = minor;
  } else {
    const balance = ledgerTotals(toMinor(invoice.balanceDue, currency) ?? 0n, []);
    const refusal = creditRefusal(balance, minor, currency);
    if (refusal) errors.amount = refusal;
  }
  if (values.reason.trim() === '') errors.reason = M.reasonRequired;
  if (isAfterLatest(values.issuedOn, today)) errors.issuedOn = M.dateInFuture;
  return errors;
}

const FIELDS: ReadonlySet<string> = new Set<keyof CreditNoteFormValues>([
  'amount',
  'reason',
  'issuedOn',
]);

/** The api's refusals under the fields it names. */
export const creditNoteServerErrors = (errors: FieldError[]): CreditNoteFormErrors =>
  refusalsOf<keyof CreditNoteFormValues>(FIELDS, errors);

export function toCreditNoteInput(values: CreditNoteFormValues): CreateCreditNoteInput {
  return {
    amount: Number(values.amount.trim()),
    reason: values.reason.trim(),
    issuedOn: values.issuedOn || null,
  };
}
