import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loginErrorMessage, signupErrorMessage } from './auth-errors';

function apiError(code: string, message = 'Server says no'): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
}

const offline = new TypeError('Failed to fetch');

describe('loginErrorMessage', () => {
  it.each([
    ['UNAUTHENTICATED', 'Invalid email or password. Please check your credentials.'],
    ['NOT_FOUND', 'Account not found. Please check your email or sign up.'],
  ])('maps %s to the spec message', (code, message) => {
    expect(loginErrorMessage(apiError(code))).toBe(message);
  });

  it('shows any other server message as given', () => {
    const limited = apiError('RATE_LIMITED', 'Too many failed sign-in attempts.');
    expect(loginErrorMessage(limited)).toBe('Too many failed sign-in attempts.');
  });

  it('falls back to the default when the server said nothing', () => {
    expect(loginErrorMessage(offline)).toBe('Login failed. Please try again.');
    expect(loginErrorMessage(apiError('INTERNAL', ''))).toBe('Login failed. Please try again.');
  });
});

describe('signupErrorMessage', () => {
  it.each([
    ['CONFLICT', 'An account with this email already exists. Please login instead.'],
    ['VALIDATION_FAILED', 'Invalid information provided. Please check your details.'],
    ['BAD_REQUEST', 'Invalid information provided. Please check your details.'],
  ])('maps %s to the spec message', (code, message) => {
    expect(signupErrorMessage(apiError(code))).toBe(message);
  });

  it("keeps the rate limit's own message", () => {
    const limited = apiError('RATE_LIMITED', 'Too many accounts created from this network.');
    expect(signupErrorMessage(limited)).toBe('Too many accounts created from this network.');
  });

  it('falls back to the default otherwise', () => {
    expect(signupErrorMessage(offline)).toBe('Signup failed. Please try again.');
    expect(signupErrorMessage(apiError('INTERNAL'))).toBe('Signup failed. Please try again.');
  });
});
