/** Invoices: list and form. */
export const invoices = {
  /** What an invoice is called in the e-mail dialog and its toasts. */
  emailNoun: { title: 'Invoice', inSentence: 'invoice' },
  /** The invoices screen (features/invoices InvoicesView). */
  list: {
    searchLabel: 'Search invoices',
    create: 'Create Invoice',
    /** The button of the empty list. */
    createFirst: 'Create Your First Invoice',
    /** The table's column headers (its date and amount columns use the common words). */
    headers: {
      title: 'Invoice #',
      client: 'Client',
    },
    /** Under the invoice number; `date` is the formatted due date. */
    due: (date: string) => `Due ${date}`,
  },
  /** The create and edit form. */
  form: {
    create: 'Create Invoice',
    update: 'Update Invoice',
    businessSection: 'Business Information',
    businessName: 'Business Name',
    businessEmail: 'Business Email',
    businessAddress: 'Business Address',
    businessPhone: 'Business Phone',
    businessNumber: 'Business Number',
    clientSection: 'Client Information',
    clientEmail: 'Client Email',
    clientAddress: 'Client Address',
    clientPhone: 'Client Phone',
    clientMobile: 'Client Mobile',
    clientFax: 'Client Fax',
    detailsSection: 'Invoice Details',
    invoiceNumber: 'Invoice Number',
    invoiceDate: 'Invoice Date',
    dueDate: 'Due Date',
    paymentTerms: 'Payment Terms',
    notesSection: 'Additional Information',
    notes: 'Notes',
  },
  /** The form's line items. */
  lineItems: {
    title: 'Line Items',
    add: 'Add Item',
    price: 'Rate',
    lineTotal: 'Line Total',
    lineName: (position: number) => `Item ${position}`,
    removeLine: 'Remove item',
    lineTotalOf: (lineName: string) => `${lineName} line total`,
  },
};
