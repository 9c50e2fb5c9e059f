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
  /**
   * The simulated gateway's page before its invoice is known (never in production); once it is,
   * the page speaks the invoice's language (document-language `simulatedPayment`).
   */
  simulatedPayment: {
    loading: 'Loading the test payment...',
    label: 'Test payment',
    notFound:
      'This test payment has expired or does not exist. Go back to the invoice and try again.',
  },
};
