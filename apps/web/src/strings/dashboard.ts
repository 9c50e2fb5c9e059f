/** The dashboard. */
export const dashboard = {
  /** A new workspace's first steps, above the figures until they are done or hidden. */
  setup: {
    title: 'Get set up',
    description: 'Four short steps, and your first proposal is ready to send.',
    progress: (done: number, total: number) => `${done} of ${total} done`,
    hide: 'Hide the checklist',
    done: 'Done',
    steps: {
      profile: 'Add your business address and e-mail',
      taxRates: 'Set up the tax rates you charge',
      client: 'Add your first client',
      proposal: 'Create your first proposal',
    },
  },
  /** The spinner's name for screen readers while the figures load. */
  loading: 'Loading dashboard',
  /** The four stat cards; their titles are the spec's (@dealdraft/domain DashboardCopy). */
  statCards: {
    /** Under the E-mails Sent figure. */
    emailsDelivered: 'Delivered to your clients',
    /** Names the list of totals in currencies other than the workspace's. */
    otherCurrencies: 'Other currencies',
    /** `plan` is the plan's name. */
    plan: (plan: string) => `Plan: ${plan}`,
    /** Under the Total Value figure: what the spec's formula adds up. */
    totalValueCounts: 'Every proposal plus every invoice, deposit invoices too',
    /** Beside Total Value: issued invoices with each deposit counted once. */
    invoicedNet: 'Invoiced, deposits counted once',
    /** After the usage figure "3/5". */
    proposalsUsed: 'proposals used this period',
    invoicesUsed: 'invoices used this period',
  },
  /** The value-per-month chart card. */
  valueChart: {
    title: 'Value per month',
    /** `currency` is a currency code, e.g. "USD". */
    description: (currency: string) =>
      `Proposals and invoices in ${currency} created in the last 12 months`,
    loading: 'Loading chart',
    /** The first column of the table screen readers get in place of the chart. */
    month: 'Month',
    /** The chart's title for assistive technology. */
    chartTitle: 'Proposal value and invoice amount per month',
    /** The two series, in the legend, tooltip and table. */
    proposals: 'Proposals',
    invoices: 'Invoices',
  },
  /** What clients owe, per currency. Bucket names: strings.documents.agingBuckets. */
  receivables: {
    title: 'Receivables',
    description: 'What clients still owe, and what came in this month',
    /** Heads each currency's figures when there are several. */
    currency: (code: string) => `In ${code}`,
    outstanding: 'Outstanding',
    overdue: 'Overdue',
    paidThisMonth: 'Paid this month',
    paidThisMonthHint: 'Payments less refunds',
    invoices: (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`),
    aging: 'Aging of unpaid invoices',
    agingHint: 'By days past due; not yet due counts as 0–30',
    /** The bar's text for screen readers, before the tiles repeat it as links. */
    agingChart: 'Share of the outstanding amount per aging bucket',
    /** Completes a figure's link for screen readers: "Outstanding … view invoices". */
    viewInvoices: 'view invoices',
  },
  /** The counts per status card. */
  statusBreakdown: {
    title: 'By status',
    description: 'Where your documents stand today',
    proposals: 'Proposals',
    invoices: 'Invoices',
    total: (count: number) => `${count} total`,
  },
  /** The five newest proposals and invoices. */
  recent: {
    proposals: {
      title: 'Recent proposals',
      description: 'Your five newest proposals',
      /** Completes "View all" for screen readers. */
      noun: 'proposals',
      empty: 'No proposals yet.',
    },
    invoices: {
      title: 'Recent invoices',
      description: 'Your five newest invoices',
      noun: 'invoices',
      empty: 'No invoices yet.',
    },
    viewAll: 'View all',
    createFirst: 'Create your first one',
    /** The tooltip of a document's e-mail open count. */
    emailOpens: 'E-mail opens',
    /** Read by screen readers after the count: "2 e-mail opens". */
    emailOpensCount: 'e-mail opens',
  },
};
