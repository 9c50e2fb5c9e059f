/** The top-bar search. */
export const search = {
  placeholder: 'Search...',
  label: 'Search',
  /** On a phone the box is behind a button in the top bar, and covers the bar while open. */
  open: 'Open search',
  close: 'Close search',
  resultsLabel: 'Search results',
  /** Headings of the result groups. */
  groups: {
    proposals: 'Proposals',
    invoices: 'Invoices',
  },
  searching: 'Searching...',
  failed: 'Search failed. Please try again.',
  /** The placeholder is what was typed. */
  noMatches: (term: string) => `No proposals or invoices match “${term}”.`,
  /** The dialog a chosen match opens. */
  match: {
    proposalDescription: (number: string, client: string) => `Proposal ${number} for ${client}`,
    invoiceTitle: (number: string) => `Invoice ${number}`,
    /** Under an invoice's title; the placeholder is the client's name. */
    invoiceDescription: (client: string) => `For ${client}`,
    client: 'Client',
    email: 'E-mail',
    expires: 'Expires',
    value: 'Value',
    due: 'Due',
    emailOpens: 'E-mail opens',
    editProposal: 'Edit Proposal',
    editInvoice: 'Edit Invoice',
  },
};
