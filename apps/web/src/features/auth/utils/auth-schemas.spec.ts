import { Messages } from '@dealdraft/domain';
import type { ZodType } from 'zod/v4';
import {
  changeEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth-schemas';

/** The first message per field, as react-hook-form shows them. */
function errorsOf(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const v = Messages.validation;

describe('signInSchema', () => {
  it('requires an e-mail and a password', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: v.emailRequired,
      password: v.passwordRequired,
    });
  });

  it('treats an e-mail of spaces as missing', () => {
    expect(errorsOf(signInSchema, { email: '   ', password: 'secret1' })).toEqual({
      email: v.emailRequired,
    });
  });

  it('rejects a malformed e-mail and a password under 6 characters', () => {
    expect(errorsOf(signInSchema, { email: 'ada@example', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts valid input, trimming the e-mail but not the password', () => {
    expect(signInSchema.parse({ email: ' ada@example.com ', password: ' secret ' })).toEqual({
      email: 'ada@example.com',
      password: ' secret ',
    });
  });
});

describe('signUpSchema', () => {
  it('requires a name of at least 2 characters', () => {
    const valid = { email: 'ada@example.com', password: 'secret1' };
    expect(errorsOf(signUpSchema, { ...valid, name: '' })).toEqual({ name: 'Name is required' });
    expect(errorsOf(signUpSchema, { ...valid, name: ' A ' })).toEqual({
      name: 'Name must be at least 2 characters',
    });
  });

  it('checks e-mail and password as sign-in does', () => {
    expect(errorsOf(signUpSchema, { name: 'Ada', email: 'nope', password: '' })).toEqual({
      email: v.email,
      password: v.passwordRequired,
    });
  });
});

describe('account recovery schemas', () => {
  it('asks for a reset link with a valid address only', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: v.emailRequired });
    expect(errorsOf(forgotPasswordSchema, { email: ' ada@example.com ' })).toEqual({});
  });

  it('takes a new password of at least 6 characters, typed the same twice', () => {
    expect(errorsOf(resetPasswordSchema, { password: '12345', confirm: '12345' })).toEqual({
      password: v.passwordMin,
    });
    expect(errorsOf(resetPasswordSchema, { password: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'The passwords do not match',
    });
    expect(errorsOf(resetPasswordSchema, { password: 'secret1', confirm: 'secret1' })).toEqual({});
  });

  it('moves the account with a new address and the current password', () => {
    expect(errorsOf(changeEmailSchema, { email: 'nope', password: '' })).toEqual({
      email: v.email,
      password: v.passwordRequired,
    });
  });
});
