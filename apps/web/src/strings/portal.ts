/** The client portal (features/portal) and the owner's portal card on a client's screen. */
export const portal = {
  title: 'Your documents',
  loading: 'Loading your documents...',
  loadFailed: 'Could not load your documents.',
  /** The sign-in page at /portal/:workspaceId. */
  request: {
    title: 'Sign in to your documents',
    description:
      'Type the e-mail address this business sends your invoices to. We will e-mail you a sign-in link.',
    email: 'E-mail address',
    submit: 'Email me a sign-in link',
    submitting: 'Sending...',
    sentTitle: 'Check your e-mail',
    failed: 'Could not ask for a link. Please try again.',
  },
  /** The e-mail's link, /portal/sign-in/:token: nothing happens until the click. */
  signIn: {
    title: 'Open your documents',
    description: 'Click the button to sign in. The link works once.',
    open: 'Open my documents',
    opening: 'Opening...',
    invalidTitle: 'This link cannot be used',
    askNew: 'Email me a new link',
  },
  signedOut: {
    title: 'You are signed out',
    description:
      'Open the sign-in link in your latest e-mail from the business, or ask for a new one.',
    askNew: 'Ask for a sign-in link',
  },
  signOut: 'Sign out',
  signedOutToast: 'Signed out',
  balance: 'Balance due',
  nothingDue: 'Nothing is due. Thank you!',
  proposals: 'Proposals',
  invoices: 'Invoices',
  receipts: 'Receipts',
  creditNotes: 'Credit notes',
  none: 'None yet.',
  number: 'Number',
  date: 'Date',
  due: 'Due',
  total: 'Total',
  amountDue: 'Amount due',
  amount: 'Amount',
  status: 'Status',
  pay: 'Pay now',
  paying: 'Opening payment...',
  payFailed: 'Could not open the payment page. Please try again.',
  paid: 'Thank you, your payment was received.',
  paymentCancelled: 'The payment was cancelled. Nothing was charged.',
  pdf: 'PDF',
  eInvoice: 'E-invoice',
  /** `number` is the invoice's number. */
  receiptFor: (number: string) => `Payment for ${number}`,
  /** `number` is the invoice's number. */
  creditFor: (number: string) => `Against ${number}`,
  statuses: {
    sent: 'Open',
    accepted: 'Accepted',
    rejected: 'Declined',
    paid: 'Paid',
    partially_paid: 'Partly paid',
    overdue: 'Overdue',
  } as Record<string, string>,
  address: {
    title: 'Billing address',
    edit: 'Update billing address',
    address: 'Street address',
    postalCode: 'Postal code',
    city: 'City',
    countryCode: 'Country (2-letter code, e.g. FR)',
    save: 'Save address',
    saving: 'Saving...',
    cancel: 'Cancel',
    saved: 'Billing address updated',
    failed: 'Could not save the address.',
    empty: 'No billing address yet.',
  },
  /** The owner's card on /clients/:id. */
  owner: {
    title: 'Client portal',
    description:
      'The client signs in with a link sent to their e-mail and sees every document you sent them.',
    send: 'Send portal link',
    sent: 'Portal link sent',
    sendFailed: 'Could not send the portal link.',
    revoke: 'Revoke portal access',
    revokeConfirm: 'Sign the client out everywhere and cancel unused links?',
    revoked: 'Portal access revoked',
    revokeFailed: 'Could not revoke portal access.',
    sessions: 'Signed-in sessions',
    noSessions: 'Not signed in.',
    pending: 'Links not used yet',
    /** `created` and `seen` are formatted dates. */
    session: (created: string, seen: string) => `Since ${created} · last seen ${seen}`,
    /** `expires` is a formatted date-time. */
    link: (expires: string) => `Works until ${expires}`,
    signInPage: 'Sign-in page for your clients',
    noEmail: 'Add an e-mail address to this client to send a portal link.',
  },
  /** On a client link's page. */
  fromLink: {
    ask: 'Email me a link to all my documents',
    sent: 'A sign-in link is on its way to the e-mail address on file.',
    failed: 'Could not send the link. Please try again later.',
  },
};
