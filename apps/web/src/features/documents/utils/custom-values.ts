import { CustomFieldMessages, CustomFieldRules } from '@dealdraft/domain';
import { z } from 'zod/v4';

/** A record's custom values as a form holds them: by field id, as typed. */
export type CustomValuesForm = Record<string, string>;

/** The form's values from the api's list. */
export function customValuesForm(
  values: readonly { fieldId: string; value: string }[] | null | undefined,
): CustomValuesForm {
  return Object.fromEntries((values ?? []).map(({ fieldId, value }) => [fieldId, value]));
}

/**
 * The api's list from the form's values: only fields the workspace still has (a deleted
 * field's value would be refused as unknown). Undefined while the fields are not known: the
 * api then keeps what the record has.
 */
export function customValuesInput(
  values: CustomValuesForm | undefined,
  known: ReadonlySet<string> | undefined,
): { fieldId: string; value: string }[] | undefined {
  if (!known) return undefined;
  return Object.entries(values ?? {})
    .filter(([fieldId]) => known.has(fieldId))
    .map(([fieldId, value]) => ({ fieldId, value: value.trim() }));
}

/** The form's check of the values, the api's limit and message. */
export const customValuesSchema = z.record(
  z.string(),
  z.string().trim().max(CustomFieldRules.valueMax, CustomFieldMessages.valueTooLong),
);

/** A value over the limit, for forms without a schema (the client dialog). */
export function customValueError(value: string | undefined): string | undefined {
  return (value ?? '').trim().length > CustomFieldRules.valueMax
    ? CustomFieldMessages.valueTooLong
    : undefined;
}
