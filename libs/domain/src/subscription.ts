/**
 * Subscribing, upgrading, cancelling and the payment result pages (spec sections 2, 4, 8):
 * the spec's own words, plus the api's answers the spec leaves unwritten.
 */
export const SubscriptionMessages = {
  // Web, spec §8, word for word.
  redirecting: 'Redirecting to payment...',
  checkoutNoUrl: 'Failed to create checkout session',
  subscribeFailed: 'Failed to start subscription. Please try again.',
  upgradeNoUrl: 'Failed to create upgrade session',
  upgradeFailed: 'Failed to upgrade subscription. Please try again.',
  cancelled: 'Subscription cancelled successfully',
  cancelNotDone: 'Failed to cancel subscription',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  paymentSucceeded: 'Payment successful!',
  paymentFailed: 'Payment was not successful',
  // Web, resuming a pending cancel (the spec has no resume; worded like its cancel texts).
  resumed: 'Subscription resumed',
  resumeNotDone: 'Failed to resume subscription',
  resumeFailed: 'Failed to resume subscription. Please try again.',

  // Api answers (the spec shows none of these).
  checkoutCreated: 'Checkout session created',
  checkoutFetched: 'Checkout session fetched',
  upgradeCreated: 'Upgrade session created',
  invalidPlan: 'Please choose the Freelancer or Business plan.',
  invalidReturnUrl: 'successUrl and cancelUrl must be pages of this site.',
  alreadySubscribed: 'You are already subscribed to this plan.',
  upgradeNeedsPaidPlan: 'Only a paid plan can be upgraded. Choose a plan to subscribe instead.',
  nothingToCancel: 'You have no paid subscription to cancel.',
  nothingToResume: 'Your subscription is not set to cancel, so there is nothing to resume.',
  resumePeriodOver:
    'Your billing period has ended, so this subscription cannot be resumed. Please purchase a new subscription.',
  paymentsUnavailable:
    'Payments are not configured on this server yet. Please try again later or contact support.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  invalidSignature: 'The Stripe signature of this webhook is missing or invalid.',
  webhookReceived: 'Webhook received',
  checkoutNotFound: 'This checkout session does not exist or has expired.',
  simulatedPaid: 'Test payment accepted',
} as const;

/** Screen copy (spec §2). */
export const SubscriptionCopy = {
  pricingNotice: 'Subscription will auto-renew. Cancel anytime.',
  pricingSectionText: 'Start with 5 free proposals, then upgrade as your business grows.',
  cancelDialog: {
    title: 'Cancel Subscription',
    text: 'Are you sure you want to cancel your subscription? You will continue to have access until your current billing period ends.',
  },
  /** The stand-in for Stripe's hosted page when no Stripe keys are configured (never in production). */
  simulatedCheckout: {
    label: 'Test checkout — no real payment',
    text: 'Stripe is not configured on this server, so this page stands in for its checkout. Nothing is charged.',
  },
} as const;

/** "Cancels on Nov 22, 2025": the profile's note once a cancel is scheduled. */
export const cancelsOnText = (date: string): string => `Cancels on ${date}`;
