import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';

/** The sealing key's version, stored with each sealed value so the key can be rotated. */
const VERSION = 'v1';

/**
 * Seals the Stripe keys a workspace connects (AES-256-GCM under a key derived from
 * PAYMENT_KEYS_SECRET), so a copy of the database alone charges no card and reads no payment.
 * Apart from the JWT secret on purpose: rotating sessions' key must not lose every account.
 */
@Injectable()
export class PaymentKeySealer {
  private readonly key: Buffer | null;

  constructor(config: AppConfig) {
    this.key = config.paymentKeysSecret
      ? Buffer.from(hkdfSync('sha256', config.paymentKeysSecret, 'dealdraft', 'payment-keys', 32))
      : null;
  }

  /** False in production without PAYMENT_KEYS_SECRET: nothing can be connected. */
  get available(): boolean {
    return this.key !== null;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.requireKey(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was sealed under another key or altered (GCM's tag). */
  unseal(sealed: string): string {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('Unknown sealed payment key version');
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.requireKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('PAYMENT_KEYS_SECRET is not set');
    return this.key;
  }
}
