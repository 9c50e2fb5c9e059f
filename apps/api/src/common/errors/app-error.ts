import { ErrorCode, httpStatusOf } from '@dealdraft/domain';

/**
 * The one error type services throw. The transport filters turn it into an HTTP status
 * with the spec's envelope, or a GraphQL error with `extensions.code`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Safe to show the client (e.g. failing fields); never internals. */
    readonly details?: unknown,
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
