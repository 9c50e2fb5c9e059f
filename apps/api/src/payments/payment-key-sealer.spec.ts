import { PaymentAccountMessages } from '@dealdraft/domain';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { PaymentAccount } from './payment-account.entity';
import { PaymentAccountsService } from './payment-accounts.service';
import { PaymentKeySealer } from './payment-key-sealer';

const configWith = (paymentKeysSecret: string | null) =>
  ({ paymentKeysSecret, stripeApi: null }) as unknown as AppConfig;
const KEY = 'sk_live_51SomeoneElsesMoney0000abcd';

describe('PaymentKeySealer', () => {
  const sealer = new PaymentKeySealer(configWith('a'.repeat(32)));

  it('seals to a versioned value that holds nothing of the key, and opens it again', () => {
    const sealed = sealer.seal(KEY);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('SomeoneElses');
    expect(sealer.unseal(sealed)).toBe(KEY);
  });

  it('seals the same key differently each time (a fresh nonce)', () => {
    expect(sealer.seal(KEY)).not.toBe(sealer.seal(KEY));
  });

  it('opens nothing sealed under another secret, altered, or of an unknown version', () => {
    const sealed = sealer.seal(KEY);
    expect(() => new PaymentKeySealer(configWith('b'.repeat(32))).unseal(sealed)).toThrow(
      'Unsupported state or unable to authenticate data',
    );
    const body = Buffer.from(sealed.slice(3), 'base64url');
    body[body.length - 1] ^= 1;
    expect(() => sealer.unseal(`v1.${body.toString('base64url')}`)).toThrow(
      'Unsupported state or unable to authenticate data',
    );
    expect(() => sealer.unseal(`v2.${sealed.slice(3)}`)).toThrow(
      'Unknown sealed payment key version',
    );
  });

  it('without a secret (production without PAYMENT_KEYS_SECRET) is unavailable', () => {
    const none = new PaymentKeySealer(configWith(null));
    expect(none.available).toBe(false);
    expect(() => none.seal(KEY)).toThrow('PAYMENT_KEYS_SECRET is not set');
  });

  it('then connecting is refused before Stripe is asked, and the status says so', async () => {
    const accounts = { findOneBy: jest.fn().mockResolvedValue(null) };
    const service = new PaymentAccountsService(
      accounts as unknown as Repository<PaymentAccount>,
      new PaymentKeySealer(configWith(null)),
      configWith(null),
    );
    await expect(
      service.connect('w', 'u', { secretKey: KEY, webhookSecret: 'whsec_abcdefgh' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: PaymentAccountMessages.notConfigured });
    expect(await service.status('w')).toMatchObject({ connected: false, available: false });
  });
});
