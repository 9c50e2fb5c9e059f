import type { AgingBucket, LedgerStatus, ProposalStatus } from '@dealdraft/domain';

const agingLabels = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': '90+ days',
} satisfies Record<AgingBucket, string>;

/** What proposals and invoices share (features/documents): lists, forms, line items, money, PDF and e-mail actions. */
export const documents = {
  /** Asked when a filled proposal or invoice form is closed without saving. */
  discard: {
    title: 'Discard your changes?',
    text: 'What you typed in this form has not been saved and will be lost.',
    action: 'Discard',
  },
  /** The client name field of a document form, with the workspace's clients suggested. */
  clientName: {
    label: 'Client Name',
    /** The accessible name of the suggestions list. */
    suggestions: 'Clients',
  },
  /** Tooltip of the "Viewed 3×, last 2 hours ago" hint in the lists. */
  clientViewsTitle: 'Visits of the client page',
  currencyLanguage: {
    currency: 'Currency',
    currencyHint: 'Every amount of the document is in it',
    language: 'Document language',
    languageHint: 'The PDF, the client page and the e-mail',
    /** The empty choice of both selects: the workspace's currency or language. */
    workspaceDefault: "The workspace's",
  },
  /** The search and filters above a list. */
  /** A proposal's or invoice's status: filters, the status field, the dashboard (the badge upper-cases it). */
  statuses: {
    draft: 'Draft',
    sent: 'Sent',
    accepted: 'Accepted',
    rejected: 'Rejected',
    partially_paid: 'Partially paid',
    paid: 'Paid',
    overdue: 'Overdue',
  } satisfies Record<ProposalStatus | LedgerStatus, string>,
  toolbar: {
    statusFilter: 'Filter by status',
    allStatuses: 'All Statuses',
    creatorFilter: 'Filter by creator',
    createdByAnyone: 'Created by anyone',
    createdByMe: 'Created by me',
    /** The chips of the filters a link set (the dashboard's receivables link to the list). */
    linked: {
      /** Names the group of chips for screen readers. */
      title: 'Filters from the link',
      aging: (bucket: AgingBucket) => `${agingLabels[bucket]} past due`,
      currency: (code: string) => `In ${code}`,
      unpaid: 'Unpaid',
      /** A chip's button; `filter` is its text. */
      remove: (filter: string) => `Remove filter: ${filter}`,
      clear: 'Clear filters',
    },
  },
  /** Days past due, as the aging of unpaid invoices groups them. */
  agingBuckets: agingLabels,
  /** A list row's icon buttons (their accessible names and tooltips). */
  rowActions: {
    duplicateHint: 'Duplicate as a new draft',
    sendByEmail: 'Send by e-mail',
    /** Tooltip of Send by e-mail on a trial or lapsed plan. */
    sendByEmailUpgrade: 'Send by e-mail: comes with a paid plan',
    downloadPdf: 'Download PDF',
    /** The trial's watermarked PDF, in place of Download PDF. */
    preview: 'Preview',
    clientLink: 'Client link & reminders',
  },
  /** The list screen's CSV export button, beside Create. */
  export: {
    button: 'Export CSV',
    failed: 'Failed to export. Please try again.',
  },
  /** The few words beside a row's status badge about its e-mails. */
  emailActivity: {
    /** Read by screen readers before the hint. */
    screenReaderPrefix: 'E-mail: ',
    failed: 'Failed',
    failedTitle: 'The last e-mail could not be sent',
    sending: 'Sending',
    sendingTitle: 'The e-mail is on its way',
    opened: (count: number) => `Opened ${count}×`,
    /** `date`: when the last e-mail went, null when unknown. */
    openedTitle: (date: string | null, count: number) =>
      `E-mailed${date ? ` on ${date}` : ''}; opened ${count === 1 ? 'once' : `${count} times`}`,
    sent: 'Sent',
    sentTitle: (date: string | null) => `E-mailed${date ? ` on ${date}` : ''}; not opened yet`,
  },
  /** The "Send by e-mail" dialog. `noun`: "Proposal" or "Invoice" in the title, "proposal" or "invoice" in sentences (strings.proposals.emailNoun). */
  emailDialog: {
    title: (noun: string) => `Send ${noun} by E-mail`,
    upgradeDescription: (noun: string) =>
      `E-mailing the ${noun} PDF to your client comes with a paid plan.`,
    /** `replyTo`: the address the client's replies go to. */
    description: (noun: string, replyTo: string) =>
      `The ${noun} goes to your client as a PDF attachment, and their replies come to ${replyTo}. Once it has gone, it is marked as sent and the list shows when it is opened.`,
    sendingProgress: 'Sending… You can hide this: the list will show when it has gone.',
    preparingPdf: 'Preparing the PDF…',
    /** Around the saved PDF's file name: "Saved {file} and opened a draft…". */
    draftSaved: {
      before: 'Saved',
      after: 'and opened a draft in your mail app. Attach the PDF there, then send it.',
    },
    markedSent: (noun: string) => `The ${noun} is now marked as sent.`,
    openDraftAgain: 'No draft? Open it again',
    viewPricing: 'View Pricing Plans',
    /** Closes the dialog while the send goes on. */
    hide: 'Hide',
    openInMailApp: 'Open in my mail app',
    to: 'To',
    cc: 'CC',
    ccPlaceholder: 'Addresses, separated by commas',
    subject: 'Subject',
    message: 'Message',
    attachment: 'Attachment',
    /** After the PDF's file name, under the message. */
    attachedNote: 'is attached, and a link to view it online is added.',
  },
  /** Toasts of a send. `to`: the recipient's address. */
  emailToasts: {
    sent: (noun: string, to: string) => `${noun} sent to ${to}`,
    stillSending: (to: string) => `Still sending to ${to}. The list will show it once it has gone.`,
    lastAttempt: (reason: string) => `Last attempt: ${reason}`,
  },
  /** A document's lines (the proposal's Services, the invoice's Line Items). */
  lineItems: {
    taxesAndDiscounts: 'Taxes & discounts',
    /** A line's remove button, for a reader: `line` is "Service 2". */
    remove: (line: string) => `Remove ${line}`,
    description: 'Description',
    quantity: 'Quantity',
    extraDetails: 'Extra Details',
    lineDiscount: 'Line discount',
    /** The accessible name of the catalogue items suggested under a description. */
    catalogueSuggestions: 'Catalogue items',
  },
  /** Discounts and taxes of a document and of its lines. */
  money: {
    /** The discount's percent-or-amount select; `discount`: its field's label, lower-cased. */
    discountUnit: (discount: string) => `Unit of the ${discount}`,
    taxes: 'Taxes',
    secondTax: 'Second tax',
    noTax: 'No tax',
    noSecondTax: 'No second tax',
    /** A tax rate as the selects offer it: "VAT 20%"; an archived one says so. */
    rate: (name: string, percent: string, archived: boolean) =>
      `${name} ${percent}${archived ? ' (archived)' : ''}`,
    documentDiscount: 'Discount on the whole document',
    documentTaxes: 'Taxes on every line',
    noRates: 'Add tax rates in Workspace settings to use them here.',
    pricesIncludeTax: 'Prices include tax',
    pricesIncludeTaxHint: 'The tax is inside each price rather than added on top.',
    clientTaxNumber: 'Client tax number',
    taxNote: 'Tax note',
    taxNoteHint: 'Printed under the totals, e.g. "Reverse charge"',
  },
  /** The totals under the lines. */
  totals: {
    subtotal: 'Subtotal',
    discount: 'Discount',
    /** One tax: "VAT 20% on $100.00"; `base`: the amount it is charged on. */
    taxOn: (tax: string, percent: string, base: string) => `${tax} ${percent} on ${base}`,
  },
  /** Custom fields the workspace defines, in the client, proposal and invoice forms. */
  customFields: {
    section: 'Custom fields',
    /** Under a field's input: whether the PDF shows it. */
    printed: 'Printed on the PDF',
    internal: 'Internal: not printed',
    /** A line's disclosure of its custom fields; `count`: how many it has. */
    more: (count: number) => `More fields (${count})`,
    fewer: 'Fewer fields',
    /** The disclosure's name for a reader: `line` is "Item 2". */
    moreOf: (line: string) => `Custom fields of ${line}`,
  },
};
