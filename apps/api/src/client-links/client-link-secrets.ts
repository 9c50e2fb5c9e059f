import { Injectable } from '@nestjs/common';
import { hashIp, ipHashKey } from '../common/secrets/ip-hash';
import { deriveKey, seal, unseal } from '../common/secrets/sealing';
import { hashUrlToken, newUrlToken, sameHash } from '../common/secrets/url-token';
import { AppConfig } from '../config/app-config';

/**
 * The cryptography of client links. The database keeps a token's SHA-256 (to find it) and a
 * sealed copy (AES-256-GCM under a key derived from the server secret) so the worker can put
 * the same link in every reminder; a copy of the database alone opens no link. IPs are kept as
 * keyed hashes (common/secrets/ip-hash.ts).
 */
@Injectable()
export class ClientLinkSecrets {
  private readonly sealKey: Buffer;
  private readonly ipKey: Buffer;

  constructor(config: AppConfig) {
    this.sealKey = deriveKey(config.jwt.secret, 'client-link-seal');
    this.ipKey = ipHashKey(config.jwt.secret);
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
    return seal(this.sealKey, token);
  }

  unseal(sealed: string): string {
    return unseal(this.sealKey, sealed);
  }

  hashIp(ip: string): string {
    return hashIp(this.ipKey, ip);
  }
}
