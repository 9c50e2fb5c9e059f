import type { PaymentMethod } from '@dealdraft/domain';

/** Invoices: list, form and payments. */
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
    /** Under the amount of a partly settled invoice; `amount` is formatted in its currency. */
    balance: (amount: string) => `Balance ${amount}`,
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
  /** An invoice's payments ledger (features/invoices InvoicePaymentsDialog). */
  payments: {
    /** The list row's action that opens the dialog. */
    rowAction: 'Payments',
    title: (invoiceNumber: string) => `Payments for ${invoiceNumber}`,
    /** A client's payment page is open: what it holds, and the way out. */
    openPages: {
      text: (count: number) =>
        `${count === 1 ? 'A payment page is' : `${count} payment pages are`} open: the client may be paying now. Until ${count === 1 ? 'it closes' : 'they close'}, this invoice's currency and total stay and it cannot be deleted.`,
      close: 'Close payment pages',
      closing: 'Closing…',
      closed: 'Payment pages closed',
      closeFailed: 'Failed to close the payment pages. Please try again.',
    },
    /** Under the title: who pays. */
    description: (clientName: string) => `From ${clientName}`,
    totals: {
      label: 'Amounts',
      /** Credit notes against the invoice. */
      credited: 'Credited',
      /** What the proposal's deposit invoice was paid, taken off a final invoice. */
      deposit: 'Deposit paid',
      /** The same, naming the deposit invoice, as the client's documents do. */
      depositOf: (invoiceNumber: string) => `Less deposit paid, invoice ${invoiceNumber}`,
      depositNote: "Paid on the proposal's deposit invoice and taken off this one",
      paid: 'Paid',
      balance: 'Balance due',
    },
    /** In the header of an invoice made for a proposal's deposit. */
    depositBadge: 'Deposit invoice',
    ledger: {
      title: 'Payments and refunds',
      loading: 'Loading payments',
      loadFailed: 'Failed to load the payments. Please try again.',
      empty: 'No payments recorded yet.',
      refundBadge: 'Refund',
      onlineBadge: 'Paid online',
      onlineHint: 'Paid through Stripe: refund it in Stripe, and the refund is recorded here',
      /** A payment's bank reference, cheque number… */
      reference: (reference: string) => `Ref. ${reference}`,
      /** Accessible names of an entry's actions; `amount` and `date` are formatted. */
      refundLabel: (amount: string, date: string) => `Refund the ${amount} payment of ${date}`,
      deleteLabel: (amount: string, date: string) => `Delete the ${amount} entry of ${date}`,
      /** A payment's receipt PDF, as its e-mail attached it. */
      receipt: 'Receipt',
      receiptLabel: (amount: string, date: string) =>
        `Download the receipt of the ${amount} payment of ${date}`,
      receiptDownloaded: 'Receipt downloaded',
      receiptFailed: 'Failed to download the receipt. Please try again.',
    },
    /** Payment methods, as recorded and listed. */
    methods: {
      bank_transfer: 'Bank transfer',
      card: 'Card',
      cash: 'Cash',
      cheque: 'Cheque',
      other: 'Other',
    } satisfies Record<PaymentMethod, string>,
    form: {
      title: 'Record a payment',
      /** `currency`: the invoice's, e.g. "Amount (USD)". */
      amount: (currency: string) => `Amount (${currency})`,
      date: 'Date paid',
      method: 'Method',
      reference: 'Reference',
      referencePlaceholder: 'Bank reference, cheque number…',
      note: 'Note',
      /** The checkbox under a payment recorded by hand; `email` is the invoice's client's. */
      sendReceipt: (email: string) => `E-mail a receipt to ${email}`,
      sendReceiptHint: 'Leave it unticked for money the client already has a receipt for.',
      submit: 'Record payment',
      busy: 'Recording...',
      failed: 'Failed to record the payment. Please try again.',
    },
    paidInFull: 'Paid in full',
    refund: {
      /** The inline form's accessible name. */
      title: 'Refund',
      amount: (currency: string) => `Refund amount (${currency})`,
      date: 'Refund date',
      note: 'Note',
      submit: 'Refund',
      busy: 'Refunding...',
      failed: 'Failed to record the refund. Please try again.',
    },
    /** The invoice's credit notes (features/invoices CreditNotesSection). */
    creditNotes: {
      /** The invoice row's own action that opens the credit note form. */
      rowAction: 'Credit note…',
      title: 'Credit notes',
      loading: 'Loading credit notes',
      loadFailed: 'Failed to load the credit notes. Please try again.',
      empty: 'No credit notes issued yet.',
      /** A note's last e-mail to the client, by its sendStatus. */
      sendStatuses: {
        queued: 'Sending',
        sent: 'Sent',
        failed: 'Not sent',
      },
      download: 'Download PDF',
      send: 'Send to client',
      /** Accessible names of a note's actions. */
      downloadLabel: (number: string) => `Download ${number} as PDF`,
      sendLabel: (number: string) => `Send ${number} to the client`,
      downloaded: 'Credit note downloaded',
      downloadFailed: 'Failed to download the credit note. Please try again.',
      sendFailed: 'Failed to send the credit note. Please try again.',
      /** Opens the form. */
      open: 'Issue a credit note',
      form: {
        title: 'Issue a credit note',
        amount: (currency: string) => `Amount (${currency})`,
        /** Under the amount, while it is the whole balance. */
        inFull: 'The whole balance due: credits the invoice in full',
        reason: 'Reason',
        reasonPlaceholder: 'Printed on the credit note, e.g. Discount agreed after delivery',
        date: 'Date',
        submit: 'Issue credit note',
        busy: 'Issuing...',
        failed: 'Failed to issue the credit note. Please try again.',
      },
    },
    delete: {
      title: 'Delete this entry?',
      text: 'Delete only an entry recorded by mistake: the balance and status are worked out again without it. To give money back, record a refund instead.',
      failed: 'Failed to delete the entry. Please try again.',
    },
  },
};
