import { EMAIL_PATTERN, Messages } from '@dealdraft/domain';
import { z } from 'zod/v4';

const v = Messages.validation;

/** Spec §5's shared rules for proposal and invoice fields, trimmed as the api trims them. */
export const requiredText = () => z.string().trim().min(1, v.required);
export const optionalText = () => z.string().trim();
export const requiredEmail = () => requiredText().regex(EMAIL_PATTERN, v.email);

/** An optional field left empty is sent as null: "not given", not an empty string. */
export const orNull = (value: string): string | null => value || null;

/** 'YYYY-MM-DD' strings compare as dates; an empty optional date is never too early. */
export const notBefore = (date: string, earliest: string): boolean =>
  date === '' || earliest === '' || date >= earliest;

/** The status select offers the known statuses only; any other status is edited as `fallback`. */
export function knownStatus<S extends string>(
  status: string,
  statuses: readonly S[],
  fallback: S,
): S {
  return statuses.find((known) => known === status) ?? fallback;
}
