/** Clients: list, dialog, client page. */
export const clients = {
  title: 'Clients',
  /** Toasts and error panels. */
  messages: {
    loadFailed: 'Failed to load clients',
    loadMoreFailed: 'Failed to load more clients',
    saveFailed: 'Failed to save the client. Please try again.',
    created: 'Client created',
    updated: 'Client updated',
    archived: 'Client archived',
    restored: 'Client restored',
    deleted: 'Client deleted',
    documentsFailed: 'Failed to load the documents of this client',
    exportFailed: 'Failed to export the clients. Please try again.',
  },
  /** Money the client paid online that could not be applied to its invoice. */
  credits: {
    title: 'Unapplied credits',
    description:
      'Paid online but not applied to its invoice. Apply it to an open invoice in its currency, or refund it.',
    paidOn: (invoiceNumber: string, date: string) =>
      invoiceNumber ? `Paid on ${invoiceNumber}, ${date}` : `Paid ${date}`,
    applyTo: 'Apply to',
    chooseInvoice: 'Choose an invoice',
    noOpenInvoice: (currency: string) => `No open invoice in ${currency} to apply it to`,
    apply: 'Apply',
    applying: 'Applying…',
    refund: 'Mark refunded',
    applied: 'Credit applied',
    applyFailed: 'Failed to apply the credit. Please try again.',
    refunded: 'Credit marked as refunded',
    refundFailed: 'Failed to mark the credit refunded. Please try again.',
  },
  /** The /clients list. */
  list: {
    description: "Who you send proposals and invoices to: pick them in a document's client fields.",
    exportCsv: 'Export CSV',
    importCsv: 'Import CSV',
    newClient: 'New client',
    searchPlaceholder: 'Search clients...',
    searchLabel: 'Search clients',
    sortLabel: 'Sort clients',
    /** The sort select's choices. */
    sorts: {
      nameAsc: 'Name (A–Z)',
      nameDesc: 'Name (Z–A)',
      companyAsc: 'Company (A–Z)',
      emailAsc: 'Email (A–Z)',
      newestFirst: 'Newest first',
    },
    showArchived: 'Show archived',
    loading: 'Loading clients',
    empty: 'No clients found.',
    /** Icon buttons' labels on a client's row. */
    editLabel: (name: string) => `Edit ${name}`,
    archiveLabel: (name: string) => `Archive ${name}`,
    restoreLabel: (name: string) => `Restore ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    /** Under the table: how many of the matching clients are loaded. */
    shown: (shown: number, total: number) => `${shown} of ${total} clients`,
  },
  deleteDialog: {
    title: 'Delete client',
    text: (name: string) =>
      `"${name}" leaves your clients. A client with proposals or invoices cannot be deleted: archive it instead.`,
  },
  /** The create/edit dialog. */
  dialog: {
    newTitle: 'New client',
    editTitle: 'Edit client',
    description:
      'Pick the client in a proposal or invoice. Documents keep the details they were issued with.',
    createClient: 'Create client',
    saveClient: 'Save client',
    /** The empty choice of the currency and language selects. */
    workspaceDefault: "The workspace's",
  },
  /** Field labels, in the dialog and the client page's details. */
  fields: {
    ccEmails: 'CC emails',
    ccEmailsHint: 'Separate addresses with commas',
    taxNumber: 'Tax number',
    currency: 'Currency',
    language: 'Document language',
    notes: 'Notes',
  },
  /** The client page (/clients/:id). */
  page: {
    notFoundTitle: 'Client not found',
    notFoundText: 'It may have been deleted, or it belongs to another workspace.',
    backToClients: 'Back to clients',
    loading: 'Loading the client',
    editClient: 'Edit client',
    /** The totals cards: a label and a hint under the amount. */
    totals: {
      label: 'Totals',
      proposed: { label: 'Proposed', hint: 'All proposals' },
      accepted: { label: 'Accepted', hint: 'Accepted proposals' },
      invoiced: { label: 'Invoiced', hint: 'Sent, paid or overdue; a deposit counted once' },
      paid: { label: 'Paid', hint: 'Paid invoices' },
      outstanding: { label: 'Outstanding', hint: 'Sent, not yet paid' },
      overdue: { label: 'Overdue', hint: 'Past the due date' },
    },
    otherCurrenciesLabel: 'Other currencies',
    /** Totals of documents in another currency; the amounts come formatted. */
    otherCurrency: (currency: string, proposed: string, invoiced: string, outstanding: string) =>
      `In ${currency}: proposed ${proposed}, invoiced ${invoiced}, outstanding ${outstanding}`,
    proposals: {
      title: 'Proposals',
      loading: 'Loading proposals',
      empty: 'No proposals to this client yet.',
      showMore: (shown: number, total: number) => `Show more proposals (${shown} of ${total})`,
    },
    invoices: {
      title: 'Invoices',
      loading: 'Loading invoices',
      empty: 'No invoices to this client yet.',
      showMore: (shown: number, total: number) => `Show more invoices (${shown} of ${total})`,
    },
    number: 'Number',
    /** Under an invoice's date; the date comes formatted. */
    due: (date: string) => `Due ${date}`,
    activityTitle: 'Recent activity',
    activityEmpty: 'Nothing yet: e-mails sent, opened and answered show here.',
    /** An activity entry; the placeholder is the document's number. */
    events: {
      sent: (number: string) => `${number} sent by e-mail`,
      opened: (number: string) => `${number} e-mail opened`,
      viewed: (number: string) => `${number} viewed on the client page`,
      accepted: (number: string) => `${number} accepted`,
      declined: (number: string) => `${number} declined`,
    },
    detailsTitle: 'Details',
    detailsEmpty: 'No contact details yet.',
    email: 'E-mail',
    cc: 'CC',
  },
};
