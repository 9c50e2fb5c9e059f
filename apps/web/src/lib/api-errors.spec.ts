import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { apiErrorOf, fieldErrorsOf, messageOr } from './api-errors';

function apiError(code: string, message: string, fields?: unknown): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
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
  it('lists the failing fields of a validation failure, from extensions.fields', () => {
    const failure = apiError(
      'VALIDATION_FAILED',
      'clientEmail: Please enter a valid email address',
      [{ field: 'clientEmail', code: 'MATCHES', message: 'Please enter a valid email address' }],
    );
    expect(fieldErrorsOf(failure)).toEqual([
      { field: 'clientEmail', messages: ['Please enter a valid email address'] },
    ]);
  });

  it("reads a service's refusal from its fields, each field once with its messages", () => {
    const failure = apiError(
      'VALIDATION_FAILED',
      'deposit: The deposit cannot be more than the total; services.0.price: Too many decimals',
      [
        {
          field: 'deposit',
          code: 'DEPOSIT_OVER_TOTAL',
          message: 'The deposit cannot be more than the total',
        },
        { field: 'services.0.price', code: 'TOO_MANY_DECIMALS', message: 'Too many decimals' },
        { field: 'services.0.price', code: 'PRICE_TOO_LARGE', message: 'Too large' },
      ],
    );
    expect(fieldErrorsOf(failure)).toEqual([
      { field: 'deposit', messages: ['The deposit cannot be more than the total'] },
      { field: 'services.0.price', messages: ['Too many decimals', 'Too large'] },
    ]);
  });

  it('never parses the message: without fields, no field is named', () => {
    const failure = apiError(
      'VALIDATION_FAILED',
      'deposit: The deposit cannot be more than the total',
    );
    expect(fieldErrorsOf(failure)).toEqual([]);
  });

  it('ignores other errors and malformed fields', () => {
    const conflict = apiError('CONFLICT', 'Changed', [
      { field: 'version', code: 'VERSION_CHANGED', message: 'Changed' },
    ]);
    expect(fieldErrorsOf(conflict)).toEqual([]);
    expect(fieldErrorsOf(apiError('VALIDATION_FAILED', 'x', [{ field: 1 }]))).toEqual([]);
    expect(
      fieldErrorsOf(apiError('VALIDATION_FAILED', 'x', [{ field: 'a', messages: ['old shape'] }])),
    ).toEqual([]);
    expect(fieldErrorsOf(apiError('VALIDATION_FAILED', 'x', { errors: [] }))).toEqual([]);
    expect(fieldErrorsOf(new Error('offline'))).toEqual([]);
  });
});
