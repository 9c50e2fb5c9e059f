import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode, httpStatusOf, type FieldError, type FieldRefusal } from '@dealdraft/domain';
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

function isFieldRefusal(value: unknown): value is FieldRefusal {
  const candidate = value as Partial<FieldRefusal> | null;
  return (
    typeof candidate?.field === 'string' &&
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string'
  );
}

/**
 * The failing fields of a VALIDATION_FAILED answer, read from `extensions.fields` (never from
 * the message), else none. Each field once, with its messages, as the forms show them.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const failed = error.errors.find((e) => e.extensions?.code === ErrorCode.ValidationFailed);
  const fields: unknown = failed?.extensions?.fields;
  if (!Array.isArray(fields)) return [];
  const byField = new Map<string, string[]>();
  for (const { field, message } of fields.filter(isFieldRefusal)) {
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}
