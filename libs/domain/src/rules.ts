/** Limits and rules from the spec's sections 5 and 9, shared by api (class-validator) and web (zod). */
export const Rules = {
  passwordMin: 6,
  /** argon2 and bcrypt-style hashing cost grows with length; cap it so a 1 MB password cannot be a DoS. */
  passwordMax: 128,
  nameMin: 2,
  nameMax: 200,
  emailMax: 254,
} as const;

/**
 * Pragmatic e-mail check (the same on both sides): one @, a dot in the domain, and none of
 * the characters that would let one field carry several addresses or extra headers.
 */
export const EMAIL_PATTERN = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+\.[^\s@,;<>"()]+$/;

/** No line breaks: a single-line field can never carry an extra header (subjects, names, e-mails). */
export const SINGLE_LINE_PATTERN = /^[^\r\n]*$/;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
