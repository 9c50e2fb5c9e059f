/**
 * A workspace's own Stripe account, where its clients' card payments go (issue 18). The keys are
 * pasted once, checked with Stripe, stored sealed and never shown again: only their last four
 * characters and the account they open.
 */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=]{8,}$/;

export const PaymentAccountMessages = {
  status: 'Payment account',
  connected: 'Stripe account connected',
  disconnected: 'Stripe account disconnected',
  secretKey: 'Paste a Stripe secret key: sk_test_… or sk_live_… (or a restricted rk_ key)',
  webhookSecret: 'Paste the signing secret of your webhook endpoint: whsec_…',
  notConfigured:
    'Online payments are not set up on this server: its operator must set PAYMENT_KEYS_SECRET',
  stripeUnreachable: 'Stripe could not be reached to check the key. Please try again.',
} as const;
