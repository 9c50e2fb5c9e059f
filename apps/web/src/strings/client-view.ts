/** The client's page chrome that stays in English (features/client-view); what the client reads is in the document's language (@dealdraft/domain document-language). */
export const clientView = {
  /** The page of a link that is unknown, revoked or expired. */
  notFound: {
    title: 'Link not available',
    description: 'This link is not valid. Please ask the sender for a new one.',
  },
  loadFailed: 'Could not load the document.',
  acceptFailed: 'Could not accept the proposal. Please try again.',
  declineFailed: 'Could not decline the proposal. Please try again.',
  /** A declined proposal's status badge (shown upper case); the owner's screens say "rejected". */
  declinedStatus: 'declined',
  /** The simulated gateway's page, in place of Stripe Checkout (never in production). */
  simulatedPayment: {
    loading: 'Loading the test payment...',
    label: 'Test payment',
    notFound:
      'This test payment has expired or does not exist. Go back to the invoice and try again.',
    title: (payee: string) => `Pay ${payee}`,
    text: 'This page stands in for the card payment page while this business has no Stripe account connected. No card is charged and no money moves; the invoice is marked as paid as a real payment would.',
    invoice: 'Invoice',
    amount: 'Amount',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel',
  },
};
