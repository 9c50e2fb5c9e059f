import { Injectable } from '@nestjs/common';
import { deriveKey, seal, unseal } from '../common/secrets/sealing';
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
      ? deriveKey(config.paymentKeysSecret, 'payment-keys')
      : null;
  }

  /** False in production without PAYMENT_KEYS_SECRET: nothing can be connected. */
  get available(): boolean {
    return this.key !== null;
  }

  seal(secret: string): string {
    return `${VERSION}.${seal(this.requireKey(), secret)}`;
  }

  /** Throws when the value was sealed under another key or altered (GCM's tag). */
  unseal(sealed: string): string {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || !payload) throw new Error('Unknown sealed payment key version');
    return unseal(this.requireKey(), payload);
  }

  private requireKey(): Buffer {
    if (!this.key) throw new Error('PAYMENT_KEYS_SECRET is not set');
    return this.key;
  }
}
