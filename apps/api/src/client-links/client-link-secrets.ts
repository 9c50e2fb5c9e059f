import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { hashUrlToken, newUrlToken, sameHash } from '../common/secrets/url-token';
import { AppConfig } from '../config/app-config';

/**
 * The cryptography of client links. The database keeps a token's SHA-256 (to find it) and a
 * sealed copy (AES-256-GCM under a key derived from the server secret) so the worker can put
 * the same link in every reminder; a copy of the database alone opens no link. IPs are kept as
 * keyed hashes: a plain SHA-256 of an IPv4 address is reversed by trying all 2³² of them.
 */
@Injectable()
export class ClientLinkSecrets {
  private readonly sealKey: Buffer;
  private readonly ipKey: Buffer;

  constructor(config: AppConfig) {
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', config.jwt.secret, 'dealdraft', purpose, 32));
    this.sealKey = derive('client-link-seal');
    this.ipKey = derive('client-ip-hash');
  }

  newToken(): string {
    return newUrlToken();
  }

  /** Null for anything that cannot be a token, so a lookup never reaches the database. */
  hashToken(token: string): Buffer | null {
    return hashUrlToken(token);
  }

  /** Constant-time comparison of the stored hash with the presented token's. */
  matches(storedHash: Buffer, presentedHash: Buffer): boolean {
    return sameHash(storedHash, presentedHash);
  }

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  unseal(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  hashIp(ip: string): string {
    return createHmac('sha256', this.ipKey).update(ip).digest('hex');
  }
}
