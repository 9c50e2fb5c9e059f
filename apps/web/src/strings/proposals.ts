import type { DraftIndustry, DraftTone } from '@dealdraft/domain';

/** Proposals: list, form, AI draft panel. */
export const proposals = {
  /** What a proposal is called in the e-mail dialog and its toasts. */
  emailNoun: { title: 'Proposal', inSentence: 'proposal' },
  /** The proposals screen (features/proposals ProposalsView). */
  list: {
    searchLabel: 'Search proposals',
    create: 'Create Proposal',
    /** The button of the empty list. */
    createFirst: 'Create Your First Proposal',
    /** The table's column headers. */
    headers: {
      title: 'Project',
      client: 'Client',
      date: 'Created',
      amount: 'Value',
    },
  },
  /** The create and edit form. */
  form: {
    create: 'Create Proposal',
    update: 'Update Proposal',
    clientSection: 'Client Information',
    clientCompany: 'Client Company',
    clientEmail: 'Client Email',
    clientAddress: 'Client Address',
    detailsSection: 'Proposal Details',
    proposalTitle: 'Proposal Title',
    proposalDate: 'Proposal Date',
    expirationDate: 'Expiration Date',
    proposalNumber: 'Proposal Number',
    /** The sender's section. */
    companySection: 'Your Company',
    companyName: 'Company Name',
    companyEmail: 'Company Email',
    companyAddress: 'Company Address',
    companyPhone: 'Company Phone',
    companyTaxNumber: 'Company Tax Number',
    scopeSection: 'Scope',
    scope: 'Scope of Work',
    termsSection: 'Terms',
    paymentTerms: 'Payment Terms',
    additionalTerms: 'Additional Terms',
  },
  /** The form's deposit, asked of the client on acceptance (features/proposals DepositField). */
  deposit: {
    label: 'Deposit on acceptance',
    /** The kinds of deposit, as the select offers them; `currency` is the proposal's. */
    kinds: {
      none: 'No deposit',
      percent: 'Percent of total',
      amount: (currency: string) => `Amount (${currency})`,
    },
    /** The value's accessible name, per kind. */
    percent: 'Deposit percent',
    amount: (currency: string) => `Deposit amount (${currency})`,
    /** Under the field: the deposit worked out from the form's total, formatted. */
    due: (amount: string) => `The client pays ${amount} on acceptance, by a deposit invoice`,
    noneHint: 'Nothing is asked before the work starts',
  },
  /** The form's line items, which on a proposal are services. */
  services: {
    title: 'Services',
    add: 'Add Service',
    price: 'Price',
    /** A line's total. */
    lineTotal: 'Subtotal',
    lineName: (position: number) => `Service ${position}`,
    removeLine: 'Remove service',
    lineTotalOf: (lineName: string) => `${lineName} subtotal`,
  },
  /** "Draft with AI" at the top of the create form. */
  draft: {
    /** The brief's industry and tone pickers. */
    industries: {
      web: 'Web',
      design: 'Design',
      marketing: 'Marketing',
      consulting: 'Consulting',
      development: 'Development',
      writing: 'Writing',
      video: 'Video',
      events: 'Events',
    } satisfies Record<DraftIndustry, string>,
    tones: {
      professional: 'Professional',
      friendly: 'Friendly',
      formal: 'Formal',
      confident: 'Confident',
    } satisfies Record<DraftTone, string>,
    title: 'Start from a brief',
    description: 'A draft fills the form below; nothing is saved until you save.',
    /** Opens and closes the brief. */
    toggle: 'Draft with AI',
    /** On the trial, in place of the brief. */
    viewPricing: 'View Pricing Plans',
    project: 'Project brief',
    projectPlaceholder: 'e.g. A new website for a bakery with online ordering and a blog',
    clientName: 'Client name',
    clientCompany: 'Client company',
    industry: 'Industry',
    /** The industry choice that leaves it to the drafting engine. */
    detectIndustry: 'Detect from the brief',
    tone: 'Tone',
    /** In the form's currency, which the draft is priced in. */
    budget: (currency: string) => (currency ? `Budget (${currency})` : 'Budget'),
    deadline: 'Deadline',
    deadlinePlaceholder: 'e.g. end of March',
    generate: 'Generate',
    generating: 'Generating...',
    /** The spinner's name for screen readers while it generates. */
    generatingLabel: 'Generating',
    drafting: 'Drafting your proposal...',
    /** Names the box that shows the draft's text as it streams in. */
    liveText: 'Draft as it is written',
  },
  /** The row action of an accepted proposal. */
  followUp: {
    createInvoice: 'Create invoice',
    /** `number` is the invoice's number, e.g. "View invoice INV-3"; it may be empty. */
    viewInvoice: (number: string) => `View invoice ${number}`.trim(),
  },
};
