/** The profile screen. */
export const profile = {
  loading: 'Loading profile',
  /** The read-only account details. */
  account: {
    title: 'Account Information',
    fullName: 'Full Name',
    emailAddress: 'Email Address',
    workspace: 'Workspace',
  },
  /** Moving the account to another address: a link goes to the new one. */
  changeEmail: {
    title: 'Change e-mail address',
    description:
      'We send a confirmation link to the new address; your account moves to it when you open the link.',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    submit: 'Send confirmation link',
    submitting: 'Sending...',
    failed: 'The confirmation link could not be sent. Please try again.',
  },
  /** The plan, its billing dates and usage. */
  subscription: {
    title: 'Account Type & Subscription',
    active: 'Active',
    inactive: 'Inactive',
    startDate: 'Start Date',
    nextBilling: 'Next Billing',
    proposals: 'Proposals',
    invoices: 'Invoices',
    features: 'Plan Features',
    viewPricing: 'View Pricing Plans',
  },
};
