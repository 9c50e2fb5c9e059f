import { API_KEY_PREFIX, ApiKeyRules } from '@dealdraft/domain';
import { createHash, randomBytes } from 'node:crypto';

/** Base62, so the public part holds no `_` or `-` and the key splits unambiguously. */
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 256 random bits, base64url: 43 characters. */
const SECRET_BYTES = 32;
const KEY_PATTERN = new RegExp(
  `^${API_KEY_PREFIX}([A-Za-z0-9]{${ApiKeyRules.prefixLength}})_[A-Za-z0-9_-]{43}$`,
);

export interface NewApiKey {
  /** The whole key, shown to its creator once. */
  key: string;
  prefix: string;
  hash: Buffer;
}

/** `ddk_<8 base62 characters>_<32 random bytes, base64url>`. */
export function newApiKey(): NewApiKey {
  const prefix = randomBase62(ApiKeyRules.prefixLength);
  const key = `${API_KEY_PREFIX}${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** A bearer credential meant as an API key (a JWT never starts so). */
export function isApiKeyCredential(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}

/** The public part and hash of a well-formed key; null for anything else (no lookup needed). */
export function parseApiKey(key: string): { prefix: string; hash: Buffer } | null {
  const match = KEY_PATTERN.exec(key);
  return match ? { prefix: match[1], hash: hashApiKey(key) } : null;
}

/**
 * SHA-256 of the whole key. A fast hash is right here: the key has 256 random bits, so a
 * leaked hash cannot be reversed by guessing, and a slow password hash would only tax every
 * request the key makes.
 */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes past it would make the first letters likelier.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}
