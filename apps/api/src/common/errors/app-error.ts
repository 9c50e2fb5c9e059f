import { ErrorCode, type FieldRefusal, httpStatusOf } from '@dealdraft/domain';

/**
 * What a refusal shows beside its message: the failing fields, each with its code and message
 * (an import's refusal adds its row counts). Safe to show the client; never internals.
 */
export interface ErrorDetails {
  readonly errors: readonly FieldRefusal[];
}

/**
 * The one error type services throw. The transport filters turn it into an HTTP status
 * with the spec's envelope (details as `data`), or a GraphQL error with `extensions.code`
 * (the fields as `extensions.fields`).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    /** A framework's own 4xx status (415, 405…) where no code of ours has it exactly. */
    private readonly statusOverride?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return this.statusOverride ?? httpStatusOf[this.code];
  }

  static notFound(message: string): AppError {
    return new AppError(ErrorCode.NotFound, message);
  }

  static unauthenticated(message: string): AppError {
    return new AppError(ErrorCode.Unauthenticated, message);
  }
}
