import type { FieldError } from '@dealdraft/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOr } from '@/lib/api-errors';
import { notify } from '@/lib/toast';

export type MutationResult = { ok: true } | { ok: false; fieldErrors: FieldError[] };

/**
 * Runs a create, update or delete with the spec's toasts (§8): its success message, or the
 * server's message if it gave one, else its default failure message. A VALIDATION_FAILED
 * answer keeps its failing fields, for the form to show under them.
 */
export async function withToasts(
  run: () => Promise<unknown>,
  messages: { success: string; failure: string },
): Promise<MutationResult> {
  try {
    await run();
    notify.success(messages.success);
    return { ok: true };
  } catch (error) {
    notify.error(messageOr(error, messages.failure));
    return { ok: false, fieldErrors: fieldErrorsOf(error) };
  }
}

/** Puts the api's field errors under the form's fields; `toFormPath` maps the api's names. */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: FieldError[],
  toFormPath: (field: string) => string = (field) => field,
): void {
  for (const { field, messages } of errors) {
    setError(toFormPath(field) as Path<T>, { type: 'server', message: messages[0] });
  }
}
