import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config';

/**
 * The one place the Stripe SDK is constructed, for Dealdraft's own account (the subscription)
 * and for a workspace's (its clients' card payments). STRIPE_API_BASE points it at another host
 * (the tests' fake Stripe); the SDK's pinned API version matches its types. Retried requests
 * reuse their idempotency key, so a retry never charges twice.
 */
export function newStripe(
  secretKey: string,
  config: AppConfig,
  limits: { maxNetworkRetries: number; timeout: number } = {
    maxNetworkRetries: 2,
    timeout: 20_000,
  },
): Stripe {
  return new Stripe(secretKey, {
    ...(config.stripeApi ?? {}),
    ...limits,
    telemetry: false,
    appInfo: { name: 'Dealdraft' },
  });
}
