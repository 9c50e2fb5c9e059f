import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form; null for anything that cannot be a token, so no lookup is made for it. */
export function hashInvitationToken(token: string): Buffer | null {
  return TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest() : null;
}
