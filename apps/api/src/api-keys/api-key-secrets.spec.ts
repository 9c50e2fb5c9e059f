import { sameHash } from '../common/secrets/url-token';
import { hashApiKey, isApiKeyCredential, newApiKey, parseApiKey } from './api-key-secrets';

describe('API key secrets', () => {
  it('makes ddk_<8 base62>_<43 base64url> keys whose hash is the SHA-256 of the whole key', () => {
    const { key, prefix, hash } = newApiKey();
    expect(key).toMatch(/^ddk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.slice(4, 12)).toBe(prefix);
    expect(hash.toString('hex')).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hash, hashApiKey(key))).toBe(true);
    expect(newApiKey().key).not.toBe(key);
  });

  it('parses a well-formed key to its prefix and hash, and nothing else', () => {
    const { key, prefix, hash } = newApiKey();
    expect(parseApiKey(key)).toEqual({ prefix, hash });
    for (const bad of [
      '',
      'ddk_',
      `${key}x`,
      key.slice(0, -1),
      key.replace('ddk_', 'ddk-'),
      `ddk_abc_${'a'.repeat(43)}`,
      `ddk_abcdefg-_${'a'.repeat(43)}`,
      'eyJhbGciOiJIUzI1NiJ9.e30.x',
    ]) {
      expect(parseApiKey(bad)).toBeNull();
    }
  });

  it('tells an API key from a session token by its ddk_ start', () => {
    expect(isApiKeyCredential(newApiKey().key)).toBe(true);
    expect(isApiKeyCredential('ddk_garbage')).toBe(true);
    expect(isApiKeyCredential('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });

  it('compares hashes of different lengths without throwing', () => {
    expect(sameHash(Buffer.alloc(32), Buffer.alloc(31))).toBe(false);
    expect(sameHash(Buffer.alloc(32), Buffer.alloc(32, 1))).toBe(false);
  });
});
