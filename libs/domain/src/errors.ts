/**
 * The one list of error codes. The api maps each to an HTTP status (REST) and to
 * `extensions.code` (GraphQL); the web reads the same codes back.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  PlanLimitReached: 'PLAN_LIMIT_REACHED',
  PlanRequired: 'PLAN_REQUIRED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** A payment page is open on the invoice: the change would strand the client's money. */
  PaymentSessionOpen: 'PAYMENT_SESSION_OPEN',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Timeout: 'TIMEOUT',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT_REACHED: 403,
  PLAN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_SESSION_OPEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** The closest code for a bare HTTP status (framework errors that carry no code of ours). */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = (Object.entries(httpStatusOf) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  if (exact) return exact[0];
  return status >= 500 ? ErrorCode.Internal : ErrorCode.BadRequest;
}
