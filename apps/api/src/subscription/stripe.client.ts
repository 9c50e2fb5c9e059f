import type { Provider } from '@nestjs/common';
import type Stripe from 'stripe';
import { newStripe } from '../common/stripe/new-stripe';
import { AppConfig } from '../config/app-config';

/** Injection token of the Stripe client; null when no STRIPE_SECRET_KEY is configured. */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** Dealdraft's own Stripe account, which bills the plans. */
export const stripeClientProvider: Provider = {
  provide: STRIPE_CLIENT,
  inject: [AppConfig],
  useFactory: (config: AppConfig): Stripe | null =>
    config.stripe ? newStripe(config.stripe.secretKey, config) : null,
};
