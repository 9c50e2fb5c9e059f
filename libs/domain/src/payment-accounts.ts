/**
 * A workspace's own Stripe account, where its clients' card payments go. The keys are
 * pasted once, checked with Stripe, stored sealed and never shown again: only their last four
 * characters and the account they open.
 */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/;
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=]{8,}$/;
/** Stripe's keys and secrets are at most 255 characters (its API key documentation). */
export const STRIPE_KEY_MAX = 255;

export const PaymentAccountMessages = {
  status: 'Payment account',
  connected: 'Stripe account connected',
  disconnected: 'Stripe account disconnected',
  secretKey: 'Paste a Stripe secret key: sk_test_… or sk_live_… (or a restricted rk_ key)',
  webhookSecret: 'Paste the signing secret of your webhook endpoint: whsec_…',
  keyTooLong: `A Stripe key is at most ${STRIPE_KEY_MAX} characters: paste only the key`,
  notConfigured:
    'Online payments are not set up on this server: its operator must set PAYMENT_KEYS_SECRET',
  stripeUnreachable: 'Stripe could not be reached to check the key. Please try again.',
} as const;

/**
 * The client's card payment of an invoice: Stripe Checkout on the workspace's own
 * account, or, on a server that is not in production and a workspace without keys, the app's
 * own clearly labelled test gateway, which records through the same code.
 */
export const OnlinePaymentMessages = {
  unavailable: 'Online payment is not available for this invoice',
  gatewayFailed: 'The payment page could not be opened. Please try again.',
  started: 'Payment page ready',
  invalidSignature: 'Invalid webhook signature',
  received: 'Webhook received',
  noAccount: 'No Stripe account is connected to this endpoint',
  /** A refund reported before the payment it gives back: Stripe delivers it again. */
  refundBeforePayment: "This refund's payment is not recorded yet: deliver it again later",
  simulatedNotFound: 'This test payment has expired or does not exist',
  simulatedPaid: 'Test payment recorded',
  simulatedFetched: 'Test payment',
} as const;

/** The events a workspace's webhook endpoint is to send (the account card lists them). */
export const PAYMENT_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'refund.created',
  'refund.updated',
] as const;

/** The owner's notice when a client pays online: "Globex paid $500.00 on invoice INV-0042." */
export function onlinePaymentNotice(clientName: string, amount: string, invoiceNumber: string) {
  return `${clientName} paid ${amount} on invoice ${invoiceNumber}.`;
}
