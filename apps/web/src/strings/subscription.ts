/** Pricing and subscription screens. */
export const subscription = {
  cancel: 'Cancel Subscription',
  cancelling: 'Cancelling...',
  /** The cancel dialog's button that closes it without cancelling. */
  keep: 'Keep Subscription',
  purchase: 'Purchase New Subscription',
  resume: 'Resume Subscription',
  resuming: 'Resuming...',
  /** The simulated checkout page, standing in for Stripe's. */
  checkout: {
    loading: 'Loading checkout',
    viewProfile: 'View Profile',
    dueToday: 'Due today',
    /** After the price: "$19/month". */
    perMonth: '/month',
    pay: 'Pay',
    decline: 'Decline',
  },
};
