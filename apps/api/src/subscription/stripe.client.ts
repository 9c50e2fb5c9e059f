import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../config/app-config';

/** Injection token of the Stripe client; null when no STRIPE_SECRET_KEY is configured. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/**
 * The one place the Stripe SDK is constructed. STRIPE_API_BASE points it at another host
 * (the tests' fake Stripe); the SDK's pinned API version matches its types.
 */
export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [AppConfig],
  useFactory: (config: AppConfig): Stripe | null => {
    if (!config.stripe) return null;
    return new Stripe(config.stripe.secretKey, {
      ...(config.stripe.api ?? {}),
      // Retried requests reuse their idempotency key, so a retry never charges twice.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Dealdraft' },
    });
  },
};
