import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, httpStatusOf, type FieldError } from '@dealdraft/domain';
import { FileRequestError } from './download';

/** The api's answer to a failed operation, read from the first GraphQL error. */
export type ApiError = {
  code: string | undefined;
  /** The HTTP status the code stands for; the spec keys its messages by status. */
  status: number | undefined;
  message: string;
};

/** Null when the request never got a GraphQL answer (offline, proxy error page, ...). */
export function apiErrorOf(error: unknown): ApiError | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const [first] = error.errors;
  if (!first) return null;
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : undefined;
  const status = code && code in httpStatusOf ? httpStatusOf[code as ErrorCode] : undefined;
  return { code, status, message: first.message };
}

/** Spec §8: a failure shows the server's message when it gave one, else the spec's default. */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof FileRequestError) return error.message || fallback;
  return apiErrorOf(error)?.message || fallback;
}

function isFieldError(value: unknown): value is FieldError {
  const candidate = value as Partial<FieldError> | null;
  return (
    typeof candidate?.field === 'string' &&
    Array.isArray(candidate.messages) &&
    candidate.messages.every((message) => typeof message === 'string')
  );
}

/** "deposit: The deposit…; services.0.price: …": a field path, then its message. */
const NAMED_FIELD = /^([A-Za-z]\w*(?:\.\w+)*): (.+)$/s;

/**
 * The failing fields of a VALIDATION_FAILED answer (`extensions.details.errors`), else none.
 * A service's own refusal has no details, only its message naming the fields
 * ("deposit: The deposit cannot be more than the total"): those are read from the message.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const failed = error.errors.find((e) => e.extensions?.code === ErrorCode.ValidationFailed);
  if (!failed) return [];
  const details = failed.extensions?.details as { errors?: unknown } | undefined;
  if (details !== undefined)
    return Array.isArray(details.errors) ? details.errors.filter(isFieldError) : [];
  return failed.message.split('; ').flatMap((part) => {
    const named = NAMED_FIELD.exec(part);
    return named ? [{ field: named[1], messages: [named[2]] }] : [];
  });
}
