import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { apiErrorOf, fieldErrorsOf, messageOr } from './api-errors';

function apiError(code: string, message: string, details?: unknown): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...(details ? { details } : {}) } }],
  });
}

describe('apiErrorOf', () => {
  it('reads the code, its HTTP status and the message', () => {
    expect(apiErrorOf(apiError('NOT_FOUND', 'Proposal not found'))).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Proposal not found',
    });
  });

  it('is null when no GraphQL answer came', () => {
    expect(apiErrorOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('messageOr', () => {
  it("prefers the server's message", () => {
    const limit = apiError('PLAN_LIMIT_REACHED', 'You have used all 5 proposals.');
    expect(messageOr(limit, 'Failed to create proposal. Please try again.')).toBe(
      'You have used all 5 proposals.',
    );
  });

  it('falls back when the server said nothing', () => {
    const fallback = 'Failed to create proposal. Please try again.';
    expect(messageOr(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(messageOr(apiError('INTERNAL', ''), fallback)).toBe(fallback);
  });
});

describe('fieldErrorsOf', () => {
  it('lists the failing fields of a validation failure', () => {
    const errors = [{ field: 'clientEmail', messages: ['Please enter a valid email address'] }];
    const failure = apiError('VALIDATION_FAILED', 'clientEmail: ...', { errors });
    expect(fieldErrorsOf(failure)).toEqual(errors);
  });

  it("reads the fields a service's refusal names in its message, when it has no details", () => {
    const failure = apiError(
      'VALIDATION_FAILED',
      'deposit: The deposit cannot be more than the total; services.0.price: Too many decimals',
    );
    expect(fieldErrorsOf(failure)).toEqual([
      { field: 'deposit', messages: ['The deposit cannot be more than the total'] },
      { field: 'services.0.price', messages: ['Too many decimals'] },
    ]);
    expect(fieldErrorsOf(apiError('VALIDATION_FAILED', 'Invalid input'))).toEqual([]);
  });

  it('ignores other errors and malformed details', () => {
    expect(fieldErrorsOf(apiError('CONFLICT', 'Taken'))).toEqual([]);
    expect(fieldErrorsOf(apiError('VALIDATION_FAILED', 'x', { errors: [{ field: 1 }] }))).toEqual(
      [],
    );
    expect(fieldErrorsOf(new Error('offline'))).toEqual([]);
  });
});
