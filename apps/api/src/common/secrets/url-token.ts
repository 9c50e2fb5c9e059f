import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A token that travels in a link (client links, invitations): 256 random bits, base64url. The
 * database keeps only `hashUrlToken` of it, so a copy of the database opens nothing.
 */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form; null for anything that cannot be a token, so no lookup is made for it. */
export function hashUrlToken(token: string): Buffer | null {
  return TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest() : null;
}

/** Constant-time comparison of a stored hash with a presented credential's. */
export function sameHash(stored: Buffer, presented: Buffer): boolean {
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
