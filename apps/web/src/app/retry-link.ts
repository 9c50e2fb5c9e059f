import { ApolloLink } from '@apollo/client';
import { ErrorCode } from '@dealdraft/domain';
import type { GraphQLFormattedError } from 'graphql';
import { catchError, defer, map, of, retry, throwError, timer } from 'rxjs';

/** Spec §7: queries are retried once, the profile twice; mutations never. */
const QUERY_RETRIES = 1;
const RETRIES_BY_OPERATION: Readonly<Record<string, number>> = { Profile: 2 };

/** Asking again cannot fix a missing session or a missing permission. */
const FINAL_CODES: ReadonlySet<unknown> = new Set([ErrorCode.Unauthenticated, ErrorCode.Forbidden]);

/** Doubles per attempt: 1 s, then 2 s. */
const FIRST_DELAY_MS = 1000;

/** Carries a result with GraphQL errors through `retry`, which only sees thrown errors. */
class FailedResult extends Error {
  constructor(readonly result: ApolloLink.Result) {
    super('GraphQL errors');
  }
}

function retriesFor(operation: ApolloLink.Operation): number {
  if (operation.operationType !== 'query') return 0;
  return RETRIES_BY_OPERATION[operation.operationName ?? ''] ?? QUERY_RETRIES;
}

function isRetryable(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return !!errors?.length && !errors.some((error) => FINAL_CODES.has(error.extensions?.code));
}

/**
 * Retries failed queries, both network failures and GraphQL errors (the built-in RetryLink
 * only handles the former), except on UNAUTHENTICATED or FORBIDDEN.
 */
export function createRetryLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const retries = retriesFor(operation);
    if (retries === 0) return forward(operation);
    // `defer` sends the operation down the chain afresh for every attempt.
    return defer(() => forward(operation)).pipe(
      map((result) => {
        if ('errors' in result && isRetryable(result.errors)) throw new FailedResult(result);
        return result;
      }),
      retry({
        count: retries,
        delay: (_error, attempt) => timer(FIRST_DELAY_MS * 2 ** (attempt - 1)),
      }),
      // Out of attempts: the last answer goes on as it came, for Apollo to report.
      catchError((error: unknown) =>
        error instanceof FailedResult ? of(error.result) : throwError(() => error),
      ),
    );
  });
}
