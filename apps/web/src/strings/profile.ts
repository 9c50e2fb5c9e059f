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
